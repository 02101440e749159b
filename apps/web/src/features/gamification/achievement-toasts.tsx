import {
  ACHIEVEMENT_TOAST_MS,
  BADGE_TOAST_MS,
  TOAST_MS,
  type BadgeSummary,
  type CompleteResult,
} from '@streakwise/shared';
import { Flame, Star, Target, Undo2, type LucideIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { BadgeIcon } from './components/badge-icon';
import { BadgeToast } from './components/badge-toast';
import { GAMIFICATION_TEXTS, STREAK_MILESTONES } from './gamification-texts';

const STREAK_BADGES = new Set(['streak-3', 'streak-7', 'streak-30']);

/** A toast's artwork: drawn, since an emoji shows as a box without a colour-emoji font. */
function art(Icon: LucideIcon, colour: string) {
  return <Icon aria-hidden="true" className={`size-5 shrink-0 ${colour}`} />;
}

/** A newly earned badge: the biggest news, so it stays longest (docs/product.md §9: 5 s). */
export function announceBadge(badge: BadgeSummary): void {
  toast(<BadgeToast badge={badge} />, {
    id: `badge-${badge.id}`,
    icon: <BadgeIcon id={badge.id} name={badge.name} className="size-5 shrink-0 text-amber-500" />,
    duration: BADGE_TOAST_MS,
  });
}

function streakMilestone(result: CompleteResult): number | null {
  const { streakIncremented, habit, badges } = result;
  if (!streakIncremented || !STREAK_MILESTONES.has(habit.streak.current)) return null;
  // A streak badge already celebrates this very milestone.
  if (badges.some((badge) => STREAK_BADGES.has(badge.id))) return null;
  return habit.streak.current;
}

/**
 * Everything a check-in earned, loudest last so it lands on top: the points (3 s), streak
 * milestones and bonuses (4 s), then badges (5 s). Each kind keeps one id, so quick check-ins
 * replace their points toast instead of piling toasts down the screen.
 */
export function announceCheckIn(result: CompleteResult): void {
  if (result.pointsEarned > 0) {
    toast.success(GAMIFICATION_TEXTS.pointsEarned(result.pointsEarned), {
      id: 'check-in-points',
      duration: TOAST_MS,
    });
  }
  const milestone = streakMilestone(result);
  if (milestone !== null) {
    toast(GAMIFICATION_TEXTS.streakMilestone(milestone, result.habit.name), {
      id: `streak-${result.habit._id}`,
      icon: art(Flame, 'text-orange-500'),
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }
  for (const bonus of result.bonuses) {
    const perfectWeek = bonus.reason === 'perfect-week';
    const text = perfectWeek
      ? GAMIFICATION_TEXTS.perfectWeek(bonus.points)
      : GAMIFICATION_TEXTS.challengeComplete(bonus.points);
    toast(text, {
      id: `bonus-${bonus.reason}`,
      icon: perfectWeek ? art(Star, 'text-amber-500') : art(Target, 'text-indigo-600'),
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }
  result.badges.forEach(announceBadge);
}

/**
 * What an undo took back, beside its "Check-in undone": a bonus whose condition it broke and the
 * badges whose rule it broke (docs/decisions/026-taking-back-rewards.md), so points that drop by
 * more than the check-in's own are explained. Plain toasts: news, not a celebration.
 */
export function announceUndo(result: CompleteResult): void {
  for (const bonus of result.bonuses) {
    if (bonus.points >= 0) continue;
    const points = -bonus.points;
    const text =
      bonus.reason === 'perfect-week'
        ? GAMIFICATION_TEXTS.perfectWeekReturned(points)
        : GAMIFICATION_TEXTS.challengeReturned(points);
    toast(text, {
      id: `bonus-returned-${bonus.reason}`,
      icon: art(Undo2, 'text-slate-500'),
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }
  for (const badge of result.badgesTakenBack ?? []) {
    toast(GAMIFICATION_TEXTS.badgeReturned(badge.name), {
      id: `badge-returned-${badge.id}`,
      icon: art(Undo2, 'text-slate-500'),
      duration: ACHIEVEMENT_TOAST_MS,
    });
  }
}
