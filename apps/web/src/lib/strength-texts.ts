/** Texts of a habit's strength, shown on the habit card and in Analytics (docs/strength.md). */
export const STRENGTH_TEXTS = {
  label: 'Strength',
  /** The meter's accessible name. */
  outOf: (value: number) => `Strength ${value} of 100`,
  explain: 'What is strength?',
  explanation: 'How firmly this habit holds: each kept day adds, each miss takes a little away.',
} as const;
