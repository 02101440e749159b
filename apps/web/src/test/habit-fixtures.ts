import {
  BADGES,
  FREEZE_PRICE,
  MAX_FREEZES,
  type BadgeStatus,
  type CompleteResult,
  type Freezes,
  type GamificationStats,
  type Habit,
  type User,
  type WeeklyChallenge,
} from '@streakwise/shared';
import { testUser } from './fixtures';

export const TODAY = '2025-11-12';

/** The browser's own zone, so the time-zone notice stays away unless a test wants it. */
export const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function userOn(plan: User['subscription']['type'], overrides: Partial<User> = {}): User {
  return {
    ...testUser,
    timezone: BROWSER_ZONE,
    ...overrides,
    subscription: { ...testUser.subscription, type: plan },
  };
}

let serial = 0;

/** A habit as GET /api/habits returns it; `completed` is today's count. */
export function makeHabit(
  overrides: Partial<Omit<Habit, 'today'>> & { completed?: number } = {},
): Habit {
  serial += 1;
  const { completed = 0, ...rest } = overrides;
  const dailyTarget = rest.dailyTarget ?? 1;
  const completions =
    rest.completions ??
    (completed > 0
      ? [
          {
            date: TODAY,
            count: completed,
            status: completed >= dailyTarget ? ('done' as const) : ('partial' as const),
          },
        ]
      : []);
  return {
    _id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name: `Habit ${serial}`,
    category: 'Health',
    dailyTarget,
    icon: '🎯',
    color: '#3B82F6',
    description: '',
    createdAt: '2025-11-01T08:00:00.000Z',
    archivedAt: null,
    schedule: { kind: 'daily' },
    streak: { current: 0, longest: 0 },
    restDays: [],
    ...rest,
    completions,
    today: { date: TODAY, completed, target: dailyTarget, isComplete: completed >= dailyTarget },
  };
}

type KindOverrides = Partial<Omit<Habit, 'today'>>;

/** A measure as GET /api/habits returns it (decision 032); `amount` is today's total so far. */
export function makeMeasure({
  amount = 0,
  target = 5,
  unit = 'km',
  ...rest
}: KindOverrides & { amount?: number } = {}): Habit {
  const habit = makeHabit({ ...rest, kind: 'measure', unit, target, limit: null, dailyTarget: 1 });
  const today = {
    date: TODAY,
    completed: amount,
    target: target ?? 0,
    isComplete: amount >= (target ?? 0),
  };
  return { ...habit, today };
}

/** A habit to quit as GET /api/habits returns it (decision 032); `slips` are today's so far. */
export function makeQuit({
  slips = 0,
  limit = 2,
  unit = null,
  ...rest
}: KindOverrides & { slips?: number } = {}): Habit {
  const habit = makeHabit({ ...rest, kind: 'quit', unit, target: null, limit, dailyTarget: 1 });
  const today = {
    date: TODAY,
    completed: slips,
    target: limit ?? 0,
    isComplete: slips <= (limit ?? 0),
  };
  return { ...habit, today };
}

export function makeChallenge(overrides: Partial<WeeklyChallenge> = {}): WeeklyChallenge {
  return {
    id: 'check-ins-2025-11-10',
    title: 'Complete 15 habit-days this week',
    description: 'Record 15 check-ins between Monday and Sunday to earn 50 bonus points.',
    target: 15,
    progress: 4,
    completed: false,
    reward: 50,
    startsOn: '2025-11-10',
    endsOn: '2025-11-16',
    ...overrides,
  };
}

/** The stats' streak freezes: none held, none used, at the real price and limit. */
export function makeFreezes(overrides: Partial<Freezes> = {}): Freezes {
  return { held: 0, max: MAX_FREEZES, price: FREEZE_PRICE, recentUses: [], ...overrides };
}

export function makeStats(overrides: Partial<GamificationStats> = {}): GamificationStats {
  return {
    points: 40,
    streaks: {},
    weeklyChallenge: makeChallenge(),
    badges: [],
    freezes: makeFreezes(),
    ...overrides,
  };
}

/** All eight badges in catalogue order, the listed ones earned. */
export function makeBadges(earned: string[] = []): BadgeStatus[] {
  return BADGES.map((badge) => ({
    ...badge,
    earned: earned.includes(badge.id),
    earnedAt: earned.includes(badge.id) ? '2025-11-01T08:00:00.000Z' : null,
  }));
}

export function makeResult(habit: Habit, overrides: Partial<CompleteResult> = {}): CompleteResult {
  return {
    habit,
    streakIncremented: false,
    points: 50,
    pointsEarned: 10,
    bonuses: [],
    badges: [],
    progress: { completed: habit.today.completed, target: habit.dailyTarget },
    weeklyChallenge: makeChallenge({ progress: 5 }),
    ...overrides,
  };
}
