/** Messages of the edit and archive rules (docs/decisions/005-editing-and-archiving-habits.md). */
export const HABIT_MESSAGES = {
  archived: 'This habit is archived. Restore it to check in.',
  restoreOverLimit: (limit: number, plan: string) =>
    `Your ${plan} plan allows up to ${limit} active habits. Archive or delete one, or upgrade, to restore this habit.`,
} as const;

export const PLAN_NAMES = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const;
