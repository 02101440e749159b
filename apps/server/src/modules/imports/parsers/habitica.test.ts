import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { HABITICA_SAMPLE_WARNINGS } from '../../../test/imports.js';
import { habiticaDayOf } from './habitica-days.js';
import { parseHabitica } from './habitica.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const sample = (name: string) =>
  readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');
const parse = (text: string, timeZone = 'Europe/Berlin') =>
  parseHabitica(text, { timeZone, now: NOW });
const ms = (iso: string) => Date.parse(iso);

/** An export with the given tasks (and preferences). */
const exportOf = (tasks: unknown, preferences: unknown = { timezoneOffset: -60, dayStart: 0 }) =>
  JSON.stringify({ _id: 'x', preferences, tasks });
const daily = (fields: Record<string, unknown>) => ({ type: 'daily', text: 'Read', ...fields });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('IMPORT_UNREADABLE');
    return (err as AppError).message;
  }
  throw new Error('not refused');
}

describe('the Habitica day of an instant', () => {
  const berlin = (tzo: number, dayStart = 0) =>
    habiticaDayOf({ timezoneOffset: tzo, dayStart, timeZone: 'Europe/Berlin', now: NOW });

  it("follows the person's zone across both DST changes when it fits the export's offset", () => {
    const day = berlin(-60);
    // 29 March 2026: 00:30 CET, then 23:30 and 00:30 CEST (UTC+2).
    expect(day(ms('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(day(ms('2026-03-29T21:30:00Z'))).toBe('2026-03-29');
    expect(day(ms('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    // 25 October 2026: 00:30 CEST, then 23:30 CET (UTC+1).
    expect(day(ms('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(day(ms('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    // A summer export (-120) fits the same zone.
    expect(berlin(-120)(ms('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });

  it("starts the day at dayStart o'clock, in local time on either side of the change", () => {
    const day = berlin(-60, 4);
    expect(day(ms('2026-03-29T01:30:00Z'))).toBe('2026-03-28'); // 03:30 CEST
    expect(day(ms('2026-03-29T02:30:00Z'))).toBe('2026-03-29'); // 04:30 CEST
    expect(day(ms('2026-10-25T02:30:00Z'))).toBe('2026-10-24'); // 03:30 CET
    expect(day(ms('2026-10-25T03:30:00Z'))).toBe('2026-10-25'); // 04:30 CET
  });

  it("uses the export's fixed offset when the person's zone has another one", () => {
    // New York (timezoneOffset 300, UTC-5) while Streakwise says Berlin.
    const day = berlin(300, 0);
    expect(day(ms('2026-11-10T04:30:00Z'))).toBe('2026-11-09');
    expect(day(ms('2026-11-10T05:30:00Z'))).toBe('2026-11-10');
    // No usable offset: the person's zone.
    expect(berlin(5000)(ms('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('parseHabitica: the sample export', () => {
  const parsed = parse(sample('habitica.json'));
  const byName = new Map(parsed.habits.map((h) => [h.name, h]));

  it('makes dailies count habits of target 1 with their done days, schedules and notes', () => {
    expect(byName.get('Read 📚')).toEqual({
      name: 'Read 📚',
      kind: 'count',
      unit: null,
      target: 1,
      // 24 Oct 22:30 UTC is 00:30 on the 25th in Berlin's summer time; the 26th's cron entry
      // (completed: false) gives no day.
      days: [
        ['2026-10-23', 1],
        ['2026-10-25', 1],
        ['2026-10-26', 1],
        ['2026-11-02', 1],
      ],
      schedule: { kind: 'weekdays', days: [1, 3, 5] },
      description: 'Twenty pages before bed.',
    });
    // An older export without `completed`: a day is done when the value rose.
    expect(byName.get('Stretch')).toMatchObject({
      days: [
        ['2026-10-01', 1],
        ['2026-10-03', 1],
      ],
      schedule: { kind: 'daily' },
    });
    // ISO strings: an instant with its offset, and a bare date.
    expect(byName.get('Gym')?.days).toEqual([
      ['2026-11-10', 1],
      ['2026-11-12', 1],
    ]);
    expect(byName.get('Gym')?.schedule).toEqual({ kind: 'weekdays', days: [2, 4] });
    expect(byName.get('Water the plants')).toMatchObject({ days: [], schedule: { kind: 'daily' } });
  });

  it('makes habits count their + per day, and a − only habit a habit to quit', () => {
    expect(byName.get('Floss 🦷')).toEqual({
      name: 'Floss 🦷',
      kind: 'count',
      unit: null,
      days: [['2026-11-01', 2]],
    });
    expect(byName.get('Smoking')).toEqual({
      name: 'Smoking',
      kind: 'quit',
      unit: null,
      target: 0,
      days: [
        ['2026-11-03', 3],
        ['2026-11-05', 1],
      ],
      description: 'Every cigarette counts.',
    });
    // A challenge's habit, named like a daily.
    expect(byName.get('Read 📚 (2)')?.days).toEqual([['2026-11-04', 1]]);
  });

  it('warns of what does not come in as it was', () => {
    expect(parsed.warnings).toEqual(HABITICA_SAMPLE_WARNINGS);
  });
});

describe('parseHabitica: other exports', () => {
  it('reads a German export in New York time with a day start at 4', () => {
    const { habits, warnings } = parse(sample('habitica-de.json'), 'UTC');
    expect(habits).toEqual([
      {
        name: 'Zähne putzen 🪥',
        kind: 'count',
        unit: null,
        target: 1,
        // 03:30 in New York is before the day starts: the 9th.
        days: [
          ['2026-11-09', 1],
          ['2026-11-11', 1],
        ],
        schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
        description: 'Morgens und abends – nicht vergessen! Ärger vermeiden, Süßes meiden.',
      },
      // 22:00 on the 11th and 10:00 on the 12th in New York.
      {
        name: 'Wasser trinken 💧',
        kind: 'count',
        unit: null,
        days: [
          ['2026-11-11', 3],
          ['2026-11-12', 2],
        ],
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('cuts names and notes to the limits, and names what is too short', () => {
    const long = 'Ü'.repeat(60);
    const { habits, warnings } = parse(
      exportOf({
        dailys: [
          daily({ text: `_${long}_`, notes: `  ${'n'.repeat(250)} ` }),
          daily({ text: '*' }),
        ],
      }),
    );
    expect(habits.map((h) => [h.name.length, h.description?.length])).toEqual([
      [50, 200],
      ['Habitica daily 2'.length, undefined],
    ]);
    expect(habits[1]?.name).toBe('Habitica daily 2');
    expect(warnings).toHaveLength(3);
  });

  it('takes every day of the week as a daily schedule, and the defaults of a bare daily', () => {
    const { habits } = parse(exportOf({ dailys: [daily({}), daily({ frequency: 'daily' })] }));
    expect(habits.map((h) => h.schedule)).toEqual([{ kind: 'daily' }, { kind: 'daily' }]);
  });
});

describe('parseHabitica: files that are not a Habitica export', () => {
  it.each([
    ['', /The file is empty/],
    ['date,habit\n2026-11-01,Read\n', /That file is not JSON/],
    [sample('habitica-truncated.json'), /ends in the middle: it looks cut short/],
    ['{"tasks": {"dailys": [}', /That file is not valid JSON\. Habitica's export is the JSON file/],
    ['{"tasks": {},\n "x": 1 2}', /That file is not valid JSON at line 2\./],
    [sample('habitica-no-tasks.json'), /That JSON has no "tasks"/],
    ['{"exportedAt": "2026-11-20", "habits": []}', /That is a Streakwise export/],
    ['{"tasks": {"dailys": {}}}', /"tasks.dailys" is not a list of tasks/],
    ['{"tasks": {"todos": [{"text": "x"}]}}', /no dailies and no habits/],
  ])('refuses %#', (text, message) => {
    expect(refusal(() => parse(text))).toMatch(message);
  });

  it('refuses a history date that is no time, naming the task', () => {
    for (const date of ['yesterday', '2026-11-01T10:00', { $date: 1 }, null]) {
      const text = exportOf({
        dailys: [daily({ history: [{ date, value: 1, completed: true }] })],
      });
      expect(refusal(() => parse(text))).toMatch(
        /^The daily "Read" has a history entry whose date .* is neither a time in milliseconds nor an ISO date/,
      );
    }
  });

  it('reads a plain list of tasks, as the API answers it', () => {
    const text = JSON.stringify({
      tasks: [
        {
          type: 'habit',
          text: 'Walk',
          history: [{ date: ms('2026-11-01T10:00:00Z'), scoredUp: 1 }],
        },
      ],
    });
    expect(parse(text).habits).toEqual([
      { name: 'Walk', kind: 'count', unit: null, days: [['2026-11-01', 1]] },
    ]);
  });
});
