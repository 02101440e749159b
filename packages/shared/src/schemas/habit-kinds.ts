import { z } from 'zod';
import { hasNoControlCharacters } from './fields.js';

/*
 * The three kinds of habit (docs/decisions/032-habit-kinds.md): a count from 1 to 10 a day (every
 * habit made before kinds), a measure with a unit and a daily target amount, and a habit to quit
 * with a daily limit of slips. Their fields, limits and sentences live here, shared by the forms
 * and the API.
 */
export const HABIT_KINDS = ['count', 'measure', 'quit'] as const;
export type HabitKind = (typeof HABIT_KINDS)[number];

export const HABIT_UNIT_MAX_LENGTH = 20;
/** A measure's target, and any one amount logged: more than 0, at most this, two decimals. */
export const MEASURE_AMOUNT_MAX = 100_000;
/** A quit habit's daily limit of slips: 0 means "not at all". */
export const QUIT_LIMIT_MAX = 100;
/** The most slips one request may log (and a past day may hold). */
export const SLIPS_MAX = 100;

export const HABIT_KIND_MESSAGES = {
  kindInvalid: 'Kind must be "count", "measure" or "quit"',
  kindFixed:
    "A habit's kind cannot be changed once it is created: make a new habit of the other kind instead.",
  unitRequired: 'A measured habit needs a unit, such as km, pages or min',
  unitTooLong: `A unit can be at most ${HABIT_UNIT_MAX_LENGTH} characters`,
  unitInvalid: 'A unit must be plain text',
  targetRequired: 'A measured habit needs a daily target amount',
  targetInvalid: `Target must be a number more than 0 and at most ${MEASURE_AMOUNT_MAX.toLocaleString('en-GB')}, with at most two decimals`,
  limitRequired: 'A habit to quit needs a daily limit (0 means not at all)',
  limitInvalid: `Limit must be a whole number from 0 to ${QUIT_LIMIT_MAX}`,
  amountInvalid: `Amount must be a number more than 0 and at most ${MEASURE_AMOUNT_MAX.toLocaleString('en-GB')}, with at most two decimals`,
  dayAmountInvalid: `Amount must be a number from 0 to ${MEASURE_AMOUNT_MAX.toLocaleString('en-GB')}, with at most two decimals`,
  slipsInvalid: `Count must be a whole number from 1 to ${SLIPS_MAX}`,
  amountNeeded: 'This habit is measured: send the amount, such as { "amount": 2.5 }, not a count.',
  amountRefused: 'Only a measured habit takes an amount: send a count instead.',
  countAndAmount: 'Send either a count or an amount, not both.',
  fieldNotForKind: (field: string, kind: HabitKind) =>
    `${field} does not apply to a ${kind} habit.`,
} as const;

/** At most two decimals, allowing for binary floating point (2.3 * 100 is 229.99999999999997). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Amounts are kept in hundredths, whole numbers, so sums and comparisons are exact. */
export function toHundredths(amount: number): number {
  return Math.round(amount * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

const amountField = (message: string) =>
  z
    .number({ error: message })
    .gt(0, { error: message })
    .max(MEASURE_AMOUNT_MAX, { error: message })
    .refine(hasTwoDecimalsAtMost, { error: message });

export const habitKindField = z.enum(HABIT_KINDS, { error: HABIT_KIND_MESSAGES.kindInvalid });

export const habitUnitField = z
  .string({ error: HABIT_KIND_MESSAGES.unitRequired })
  .trim()
  .min(1, { error: HABIT_KIND_MESSAGES.unitRequired })
  .max(HABIT_UNIT_MAX_LENGTH, { error: HABIT_KIND_MESSAGES.unitTooLong })
  .refine(hasNoControlCharacters, { error: HABIT_KIND_MESSAGES.unitInvalid });

export const measureTargetField = amountField(HABIT_KIND_MESSAGES.targetInvalid);
export const checkInAmountField = amountField(HABIT_KIND_MESSAGES.amountInvalid);

export const quitLimitField = z
  .number({ error: HABIT_KIND_MESSAGES.limitInvalid })
  .int({ error: HABIT_KIND_MESSAGES.limitInvalid })
  .min(0, { error: HABIT_KIND_MESSAGES.limitInvalid })
  .max(QUIT_LIMIT_MAX, { error: HABIT_KIND_MESSAGES.limitInvalid });

/** The fields each kind takes beyond the common ones; any other is refused with a sentence. */
export const KIND_FIELDS = {
  count: ['dailyTarget'],
  measure: ['unit', 'target'],
  quit: ['limit', 'unit'],
} as const satisfies Record<HabitKind, readonly string[]>;

/** The kind-specific fields of a habit as the API returns them (null where they do not apply). */
export const habitKindViewShape = {
  /** Always sent; optional because a reply stored for an Idempotency-Key before kinds is replayed. */
  kind: habitKindField.optional(),
  /** A measure's unit, or a quit habit's optional one ("coffees"); null for a count. */
  unit: z.string().nullable().optional(),
  /** A measure's daily target amount; null for the other kinds. */
  target: z.number().nullable().optional(),
  /** A quit habit's daily limit of slips; null for the other kinds. */
  limit: z.number().int().nullable().optional(),
};
