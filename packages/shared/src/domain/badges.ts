/** The eight badges (docs/product.md §3), each earned once. */
export const BADGES = [
  {
    id: 'first-habit',
    name: 'Getting Started',
    description: 'Create your first habit',
    icon: '🌱',
  },
  {
    id: 'streak-3',
    name: '3-Day Streak',
    description: 'Keep a habit going for 3 days in a row',
    icon: '🔥',
  },
  {
    id: 'streak-7',
    name: 'Week Warrior',
    description: 'Keep a habit going for 7 days in a row',
    icon: '⚔️',
  },
  {
    id: 'streak-30',
    name: 'Month Master',
    description: 'Keep a habit going for 30 days in a row',
    icon: '🏆',
  },
  { id: 'points-100', name: 'Century Club', description: 'Earn 100 points', icon: '💯' },
  { id: 'points-500', name: 'Point Collector', description: 'Earn 500 points', icon: '💎' },
  {
    id: 'perfect-week',
    name: 'Perfect Week',
    description: 'Complete all habits 7 consecutive days',
    icon: '🌟',
  },
  { id: 'habit-master', name: 'Habit Master', description: 'Create 5 habits', icon: '👑' },
] as const;

export type BadgeId = (typeof BADGES)[number]['id'];
export type BadgeDefinition = (typeof BADGES)[number];

export interface BadgeFacts {
  habitCount: number;
  /** The highest current streak among the user's habits. */
  bestCurrentStreak: number;
  points: number;
  hasPerfectWeek: boolean;
}

/** The one fact each badge's rule reads. */
export const BADGE_FACT: Record<BadgeId, keyof BadgeFacts> = {
  'first-habit': 'habitCount',
  'streak-3': 'bestCurrentStreak',
  'streak-7': 'bestCurrentStreak',
  'streak-30': 'bestCurrentStreak',
  'points-100': 'points',
  'points-500': 'points',
  'perfect-week': 'hasPerfectWeek',
  'habit-master': 'habitCount',
};

const RULES: Record<BadgeId, (facts: BadgeFacts) => boolean> = {
  'first-habit': (f) => f.habitCount >= 1,
  'streak-3': (f) => f.bestCurrentStreak >= 3,
  'streak-7': (f) => f.bestCurrentStreak >= 7,
  'streak-30': (f) => f.bestCurrentStreak >= 30,
  'points-100': (f) => f.points >= 100,
  'points-500': (f) => f.points >= 500,
  'perfect-week': (f) => f.hasPerfectWeek,
  'habit-master': (f) => f.habitCount >= 5,
};

/** Badges the facts qualify for that the user does not hold yet, in catalogue order. */
export function newlyEarnedBadges(facts: BadgeFacts, held: ReadonlySet<string>): BadgeDefinition[] {
  return BADGES.filter((badge) => !held.has(badge.id) && RULES[badge.id](facts));
}

export function badgeById(id: string): BadgeDefinition | undefined {
  return BADGES.find((badge) => badge.id === id);
}

/**
 * Of the badges held, those an undo takes back (docs/decisions/026-taking-back-rewards.md), in
 * catalogue order: each whose rule no longer holds on the facts the undo left. `facts.points` are
 * the points earned, net of undos and of bonuses taken back, but not of what was spent on freezes:
 * spending never costs a badge. A streak badge goes only when it was earned since the undone
 * check-in (`sinceUndone`): a streak that broke on its own keeps the badge it once earned. An undo
 * changes no habit count, so the habit badges always stay.
 */
export function badgesTakenBack(
  held: readonly { id: string; sinceUndone: boolean }[],
  facts: BadgeFacts,
): BadgeDefinition[] {
  const lost = new Set(
    held
      .filter((badge) => {
        const definition = badgeById(badge.id);
        if (!definition) return false;
        const fact = BADGE_FACT[definition.id];
        if (fact === 'habitCount') return false;
        if (fact === 'bestCurrentStreak' && !badge.sinceUndone) return false;
        return !RULES[definition.id](facts);
      })
      .map((badge) => badge.id),
  );
  return BADGES.filter((badge) => lost.has(badge.id));
}
