import { formatAmount, type Coaching } from '@streakwise/shared';
import type { CoachingFacts, HabitFacts } from './coaching-facts.js';

/*
 * The built-in coach (docs/decisions/039-coaching.md): three plain sentences from the facts
 * (coaching-facts.ts), the same facts always giving the same note. Every number said is one of
 * the facts', which `inventedNumbers` checks, for these sentences and for an AI provider's.
 */

export type CoachingNote = Omit<Coaching, 'range'>;

/** A slip's cause, in the order the rules look for one. */
type Cause = 'weekday' | 'late' | 'streak' | 'misses';

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const days = (n: number) => (n === 1 ? 'day' : 'days');
const rate = (h: HabitFacts) => (h.dueDays === 0 ? 0 : h.keptDays / h.dueDays);

/** The habit that did best: the highest share of due days kept, then the most kept, then order. */
function best(habits: readonly HabitFacts[]): HabitFacts | null {
  let top: HabitFacts | null = null;
  for (const h of habits) {
    if (h.dueDays === 0 || h.keptDays === 0) continue;
    if (!top || rate(h) > rate(top) || (rate(h) === rate(top) && h.keptDays > top.keptDays))
      top = h;
  }
  return top;
}

/** The habit that slipped most: the most misses, then the lowest share kept, then order. */
function worst(habits: readonly HabitFacts[]): HabitFacts | null {
  let low: HabitFacts | null = null;
  for (const h of habits) {
    if (h.missedDays === 0) continue;
    if (
      !low ||
      h.missedDays > low.missedDays ||
      (h.missedDays === low.missedDays && rate(h) < rate(low))
    )
      low = h;
  }
  return low;
}

function causeOf(h: HabitFacts): Cause {
  if (h.missWeekday && h.missWeekday.misses >= 2) return 'weekday';
  if (h.checkIns && h.checkIns.late >= 2) return 'late';
  if (h.streakBreak) return 'streak';
  return 'misses';
}

function wentWell(facts: CoachingFacts): string {
  if (facts.keptDays === facts.dueDays) {
    const spread = facts.habitCount;
    return `You kept every due day: ${facts.keptDays} of ${facts.dueDays} across ${spread} ${spread === 1 ? 'habit' : 'habits'}.`;
  }
  const top = best(facts.habits);
  if (!top) return 'No due day was kept yet in this period, so every next check-in counts.';
  const share = `${top.keptDays} of ${top.dueDays} due ${days(top.dueDays)}`;
  if (top.kind === 'measure') {
    const target = `${formatAmount(top.target)} ${top.unit ?? ''}`.trim();
    return `${top.habitName} went best: you reached ${target} on ${share}.`;
  }
  if (top.kind === 'quit') return `${top.habitName} went best: you kept to your limit on ${share}.`;
  return `${top.habitName} went best: done on ${share}.`;
}

function why(h: HabitFacts, cause: Cause): string {
  switch (cause) {
    case 'weekday':
      return `${h.missWeekday?.misses} of its ${h.missedDays} misses fell on a ${h.missWeekday?.weekday}.`;
    case 'late': {
      const c = h.checkIns;
      if (!c) return '';
      const when =
        c.lateFromHour <= 23 ? `after ${clock(c.lateFromHour)} or a day late` : 'a day late';
      return `You usually check it in around ${clock(c.usualHour)}, but ${c.late} check-ins came ${when}.`;
    }
    case 'streak':
      return `Its ${h.streakBreak?.length}-day streak broke on a ${h.streakBreak?.weekday}.`;
    case 'misses':
      return `It was missed on ${h.missedDays} of its ${h.dueDays} due ${days(h.dueDays)}.`;
  }
}

function nextStep(h: HabitFacts, cause: Cause): string {
  const name = h.habitName;
  switch (cause) {
    case 'weekday':
      return `Plan ${name} for ${h.missWeekday?.weekday}s ahead: pick a time the evening before and set a reminder for it.`;
    case 'late':
      return `Set a reminder for ${name} at ${clock(h.checkIns?.usualHour ?? 0)}, your usual time, so it is not left until late.`;
    case 'streak':
      return `Check in ${name} on its next due day to start a new streak, and plan a skip ahead for a day you know you cannot.`;
    case 'misses':
      if (h.kind === 'quit')
        return `Note what led to the slips of ${name} and plan one thing to do instead next time.`;
      if (h.kind === 'measure')
        return `Lower the target of ${name} for a week to an amount you reach even on a bad day, then build back up.`;
      return `Make ${name} smaller for a week, something you can do on your worst day, and keep every due day.`;
  }
}

/** The note the rules write from the facts: honest about too little data, never coaching on it. */
export function coachByRules(facts: CoachingFacts): CoachingNote {
  if (facts.habits.length === 0) {
    return {
      wentWell: 'There is nothing to coach yet: you had no habits in this period.',
      slipped: null,
      nextStep:
        'Add a habit and check in for a few days, and your coach will have something to say.',
      source: 'rules',
    };
  }
  if (facts.dueDays < facts.minimumDueDays) {
    return {
      wentWell: `There is too little to go on yet: ${facts.dueDays} due ${days(facts.dueDays)} in this period, and coaching needs at least ${facts.minimumDueDays}.`,
      slipped: null,
      nextStep: 'Keep checking in for a few more days, and your coach will have something to say.',
      source: 'rules',
    };
  }
  const low = worst(facts.habits);
  if (!low) {
    return {
      wentWell: wentWell(facts),
      slipped: null,
      nextStep: "Keep the same routine; if it feels easy, raise one habit's target a little.",
      source: 'rules',
    };
  }
  const cause = causeOf(low);
  return {
    wentWell: wentWell(facts),
    slipped: { habitId: low.habitId, habitName: low.habitName, why: why(low, cause) },
    nextStep: nextStep(low, cause),
    source: 'rules',
  };
}

/** The numbers a text says; a clock time "08:00" says its hour. */
export function numbersIn(text: string): number[] {
  const hours = text.replace(/\b(\d{1,2}):00\b/g, '$1');
  return (hours.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** Every number in the facts, and those inside their texts (a habit named "Drink 8 glasses"). */
function factNumbers(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (typeof value === 'string') for (const n of numbersIn(value)) into.add(n);
  else if (Array.isArray(value)) for (const item of value) factNumbers(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) factNumbers(item, into);
  return into;
}

/** The numbers in the note's sentences that are not in the facts: empty for an honest note. */
export function inventedNumbers(
  note: Pick<CoachingNote, 'wentWell' | 'nextStep'> & { slipped: { why: string } | null },
  facts: CoachingFacts,
): number[] {
  const known = factNumbers(facts, new Set());
  const said = [note.wentWell, note.slipped?.why ?? '', note.nextStep].flatMap(numbersIn);
  return said.filter((n) => !known.has(n));
}
