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
