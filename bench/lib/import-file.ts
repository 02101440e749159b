/**
 * The import benchmark's file: a long-form CSV (`date,habit,count`) of many habits' years of
 * history ending today, with what the app should hold once it is imported.
 */
import { addDays, type Day } from '@streakwise/shared';
import { prng } from './seed.js';

export interface ImportFile {
  csv: string;
  rows: number;
  /** Per habit name: the days written and their check-ins, as the app should store them. */
  expected: Map<string, { days: number; checkIns: number }>;
}

const SEED = 0x1a9017;

/**
 * `habits` habits × `days` days through `today`. Every fourth habit is a target-3 habit (three a
 * day most days, one or two on some); the rest are done once, each on its own share of days
 * (70–95 %). A missed day has no row. The counts never pass the target the import will give the
 * habit (the most common count), so each stored day is its row's count.
 */
export function importFile(today: Day, habits: number, days: number): ImportFile {
  const random = prng(SEED);
  const first = addDays(today, -(days - 1));
  const lines = ['date,habit,count'];
  const expected = new Map<string, { days: number; checkIns: number }>();
  for (let h = 0; h < habits; h += 1) {
    const name = `Imported habit ${h + 1}`;
    const triple = h % 4 === 0;
    const kept = 0.7 + 0.25 * random();
    const tally = { days: 0, checkIns: 0 };
    for (let d = 0, day = first; d < days; d += 1, day = addDays(day, 1)) {
      if (random() >= kept) continue;
      const count = triple ? (random() < 0.8 ? 3 : 1 + Math.floor(random() * 2)) : 1;
      lines.push(`${day},${name},${count}`);
      tally.days += 1;
      tally.checkIns += count;
    }
    expected.set(name, tally);
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1, expected };
}
