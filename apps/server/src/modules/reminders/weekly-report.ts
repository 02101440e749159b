import {
  addDays,
  BADGES,
  completionRateByDueDays,
  DEFAULT_SCHEDULE,
  fromHundredths,
  pointsTally,
  type Day,
  type HabitKind,
  type PointsTally,
  type Schedule,
  type ScheduledHabitDays,
} from '@streakwise/shared';

/** What the report is computed from; the service reads it from the database. */
export interface ReportInput {
  /** The Monday the report goes out on: it covers the seven days before it. */
  monday: Day;
  /** `schedule` absent: daily. */
  habits: {
    id: string;
    name: string;
    createdOn: Day;
    archivedOn: Day | null;
    schedule?: Schedule;
    /** Absent: a count (docs/decisions/032-habit-kinds.md). */
    kind?: HabitKind;
    unit?: string | null;
  }[];
  /** Per-habit counts of the two weeks before `monday`, each with the target of its day. */
  completions: { habitId: string; day: Day; count: number; target: number }[];
  /** Protected habit-days (skipped, on vacation or frozen) of those two weeks; absent: none. */
  protectedDays?: { habitId: string; day: Day }[];
  /** Live check-ins last week (a measure's entry counts 1, a slip nothing). */
  units: number;
  /** Last week's ledger entries (or their sums per reason and sign). */
  points: { reason: string; amount: number }[];
  /** Current streak of each habit as of `monday`. */
  streaks: ReadonlyMap<string, { current: number }>;
  /** Badges held, with the local day each was earned on. */
  badges: { badgeId: string; earnedOn: Day }[];
}

export interface HabitLine {
  name: string;
  kind: HabitKind;
  /** A measure's unit; null for the other kinds. */
  unit: string | null;
  /** A measure's amount last week, in its unit; null for the other kinds. */
  amount: number | null;
  /** Days done; for a habit to quit, kept. */
  done: number;
  possible: number;
  rate: number;
  streak: number;
}

export interface WeeklyReport {
  from: Day;
  to: Day;
  /** Last week's completion rate, the shared rule's (docs/decisions/040-one-rule-per-figure.md). */
  rate: number;
  /** Kept and due habit-days behind `rate`, and the protected ones left out of it. */
  completed: number;
  possible: number;
  protected: number;
  /** The week before's rate; null when no habit existed then. */
  previousRate: number | null;
  units: number;
  points: PointsTally;
  badges: string[];
  /** Habits that are still active and existed last week, oldest first. */
  habits: HabitLine[];
  best: HabitLine | null;
  /** Null when there is one habit only, or all are level. */
  weakest: HabitLine | null;
}

/** A measure's amount from `from` to `to`: its stored counts are hundredths (decision 032). */
function weekAmount(rows: ReportInput['completions'], habitId: string, from: Day, to: Day): number {
  let hundredths = 0;
  for (const c of rows) {
    if (c.habitId === habitId && c.day >= from && c.day <= to) hundredths += c.count;
  }
  return fromHundredths(hundredths);
}

/**
 * Last week (Monday to Sunday) against the week before, on due days (docs/decisions/017-fair-
 * streaks.md): a weekday habit is not marked down for its days off, nor a weekly one for the days
 * beyond its `times`, and a protected day is neither done nor missed. A day counts as done when
 * the count reached the target stored for that day, so a later change of target never rewrites
 * the past.
 */
export function weeklyReport(input: ReportInput): WeeklyReport {
  const from = addDays(input.monday, -7);
  const to = addDays(input.monday, -1);
  const doneDays = new Map<string, Set<Day>>();
  for (const c of input.completions) {
    if (c.count < c.target) continue;
    const days = doneDays.get(c.habitId) ?? new Set<Day>();
    days.add(c.day);
    doneDays.set(c.habitId, days);
  }
  const guarded = new Map<string, Set<Day>>();
  for (const p of input.protectedDays ?? []) {
    const days = guarded.get(p.habitId) ?? new Set<Day>();
    days.add(p.day);
    guarded.set(p.habitId, days);
  }
  const spans = input.habits.map((h) => ({
    ...h,
    days: {
      createdOn: h.createdOn,
      archivedOn: h.archivedOn,
      schedule: h.schedule ?? DEFAULT_SCHEDULE,
      doneDays: doneDays.get(h.id) ?? new Set<Day>(),
      protectedDays: guarded.get(h.id) ?? new Set<Day>(),
    } satisfies ScheduledHabitDays,
  }));

  const current = completionRateByDueDays(
    spans.map((s) => s.days),
    from,
    to,
  );
  const previous = completionRateByDueDays(
    spans.map((s) => s.days),
    addDays(from, -7),
    addDays(from, -1),
  );
  // Archived habits count in the rates of the days they existed; the lines are today's habits.
  const lines = spans
    .filter((s) => s.archivedOn === null)
    .map((s) => {
      const tally = completionRateByDueDays([s.days], from, to);
      const kind = s.kind ?? 'count';
      return {
        name: s.name,
        kind,
        unit: kind === 'measure' ? (s.unit ?? null) : null,
        amount: kind === 'measure' ? weekAmount(input.completions, s.id, from, to) : null,
        done: tally.completed,
        possible: tally.possible,
        rate: tally.rate,
        streak: input.streaks.get(s.id)?.current ?? 0,
      };
    })
    .filter((line) => line.possible > 0);
  // Ties go to the older habit: lines are oldest first and `find` takes the first.
  const rates = lines.map((line) => line.rate);
  const best = lines.find((line) => line.rate === Math.max(...rates)) ?? null;
  const lowest = lines.find((line) => line.rate === Math.min(...rates)) ?? null;

  return {
    from,
    to,
    rate: current.rate,
    completed: current.completed,
    possible: current.possible,
    protected: current.protected,
    previousRate: previous.possible === 0 ? null : previous.rate,
    units: input.units,
    points: pointsTally(input.points),
    // In the catalogue's order, as the badges page lists them.
    badges: BADGES.filter((badge) =>
      input.badges.some((b) => b.badgeId === badge.id && b.earnedOn >= from && b.earnedOn <= to),
    ).map((badge) => badge.name),
    habits: lines,
    best,
    weakest: lowest && best && lowest.rate < best.rate ? lowest : null,
  };
}
