import type { ExportData, HabitDay } from './export-data.js';

export interface HabitDayRecord {
  date: string;
  habit: string;
  count: number;
  target: number;
  completed: boolean;
}

export const habitDayRecord = (row: HabitDay): HabitDayRecord => ({
  date: row.date,
  habit: row.habit.name,
  count: row.count,
  target: row.target,
  completed: row.completed,
});

/** The whole export as one JSON document, built in memory in one pass over the habit-days. */
export async function renderJson(data: ExportData): Promise<Buffer> {
  const habitDays: HabitDayRecord[] = [];
  for await (const batch of data.habitDays()) {
    for (const row of batch) habitDays.push(habitDayRecord(row));
  }
  const document = {
    exportedAt: data.exportedAt.toISOString(),
    range: data.range,
    profile: data.profile,
    habits: data.habits.map(
      ({ name, category, dailyTarget, icon, color, description, createdOn, archivedOn }) => ({
        name,
        category,
        dailyTarget,
        icon,
        color,
        description,
        createdOn,
        archivedOn,
      }),
    ),
    habitDays,
    badges: data.badges,
    goals: data.goals,
    points: data.points,
  };
  return Buffer.from(JSON.stringify(document, null, 2));
}
