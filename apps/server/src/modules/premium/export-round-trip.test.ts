import {
  categoryNameField,
  createGoalRequestSchema,
  createHabitRequestSchema,
  type Goal,
  type Habit,
  updateMeRequestSchema,
} from '@streakwise/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, goals, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();
let m: kit.Member;

/*
 * Every free text an export carries (the person's name, a category, a habit's name and
 * description, a goal's title and description) comes back from each format as the API stored it.
 */

/** Text that trips writers: markup, entity text, CDATA's end, formula starts, astral characters. */
const TRICKY = [
  ...['&', '<', '>', '"', "'", '&amp;', '&lt;', '&#x41;', '&#65;', '&copy;', ']]>', '<![CDATA['],
  ...['=', '+', '-', '@', ' ', '\u00A0', '\uFEFF', 'é', 'e\u0301', '漢', '😀', '🏃🏽‍♀️', '𝄞'],
  ...['\u{10FFFD}', '\uFFFD', '\uFFFE', '\uFFFF', '\u200B', '\u202E'],
];
/** A description may also hold tabs and line breaks (packages/shared/src/schemas/fields.ts). */
const BREAKS = ['\t', '\n', '\r', '\r\n'];

const text = (extra: string[], maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...TRICKY, ...extra),
      fc.string({ unit: 'binary', maxLength: 1 }),
    ),
    minLength: 1,
    maxLength,
  });
const accepted = (schema: { safeParse(value: unknown): { success: boolean } }) => (v: string) =>
  schema.safeParse(v).success;

const texts = fc.record({
  person: text([], 12).filter(accepted(updateMeRequestSchema.shape.name)),
  category: text([], 8).filter(accepted(categoryNameField)),
  habit: text([], 10).filter(accepted(createHabitRequestSchema.shape.name)),
  habitNote: text(BREAKS, 20).filter(accepted(createHabitRequestSchema.shape.description)),
  goal: text([], 12).filter(accepted(createGoalRequestSchema.shape.title)),
  goalNote: text(BREAKS, 20).filter(accepted(createGoalRequestSchema.shape.description)),
});
type Texts = typeof texts extends fc.Arbitrary<infer T> ? T : never;

const request = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, payload, headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
};

/** Makes the texts through the API; what it stored, as a client reads it back. */
async function store(input: Texts) {
  await db(t).delete(goals).where(eq(goals.userId, m.id));
  await db(t).delete(habits).where(eq(habits.userId, m.id));
  await db(t).delete(categories).where(eq(categories.userId, m.id));
  const { user } = (await request('PATCH', '/api/auth/me', { name: input.person })) as {
    user: { name: string };
  };
  const category = await request('POST', '/api/categories', { name: input.category });
  const habit = (await request('POST', '/api/habits', {
    name: input.habit,
    category: category.name,
    dailyTarget: 1,
    description: input.habitNote,
  })) as unknown as Habit;
  const goal = (await request('POST', '/api/premium/goals', {
    title: input.goal,
    description: input.goalNote,
    type: 'streak',
    target: 3,
    habitId: habit._id,
  })) as unknown as Goal;
  return { person: user.name, habit, goal };
}

const download = async (format: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/premium/export?format=${format}`,
    headers: bearer(m.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** What a spreadsheet-safe CSV cell holds (export-csv.ts): a formula's start gets an apostrophe. */
const csvCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
/** XML 1.0 cannot hold U+FFFE or U+FFFF at all; the writer puts U+FFFD in their place. */
const xmlCell = (value: string) => value.replace(/[\uFFFE\uFFFF]/g, '\uFFFD');

/** Outside XML 1.0's Char production, a raw `&` that starts no reference, or a literal CR. */
const NOT_WELL_FORMED =
  /[^\t\n\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/u;

const xmlParser = new XMLParser({
  // NOTE: every value as text, nothing trimmed, and character references decoded too (they are
  // off by default): `&amp;` is decoded last, so `&amp;#x41;` reads back as `&#x41;`.
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, jPath) => ['export.habits.habit', 'export.goals.goal'].includes(String(jPath)),
});

interface XmlExport {
  export: {
    profile: { name: string };
    habits: { habit: { name: string; category: string; description: string }[] };
    habitDays: { habitDay: { habit: string } | { habit: string }[] };
    goals: { goal: { title: string; description: string; habit: string }[] };
  };
}

async function roundTrip(input: Texts): Promise<void> {
  const stored = await store(input);
  const { habit, goal } = stored;
  const expected = {
    person: stored.person,
    habit: habit.name,
    category: habit.category,
    habitNote: habit.description,
    goal: goal.title,
    goalNote: goal.description,
  };

  const json = (await download('json')).json<{
    profile: { name: string };
    habits: { name: string; category: string; description: string }[];
    habitDays: { habit: string }[];
    goals: { title: string; description: string; habit: string }[];
  }>();
  expect({
    person: json.profile.name,
    habit: json.habits[0]?.name,
    category: json.habits[0]?.category,
    habitNote: json.habits[0]?.description,
    goal: json.goals[0]?.title,
    goalNote: json.goals[0]?.description,
  }).toEqual(expected);
  expect(json.habitDays.map((d) => d.habit)).toEqual([habit.name]);
  expect(json.goals[0]?.habit).toBe(habit.name);

  const rows = parse<Record<string, string>>((await download('csv')).body, {
    bom: true,
    columns: true,
  });
  const row = (section: string) => rows.filter((r) => r.section === section);
  expect({
    person: row('profile').find((r) => r.name === 'name')?.detail,
    habit: row('habit')[0]?.habit,
    category: row('habit')[0]?.type,
    habitNote: row('habit')[0]?.detail,
    goal: row('goal')[0]?.name,
    goalNote: row('goal')[0]?.detail,
  }).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, csvCell(v)])));
  expect(row('habit-day').map((r) => r.habit)).toEqual([csvCell(habit.name)]);

  const xml = (await download('xml')).body;
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_WELL_FORMED);
  const { export: doc } = xmlParser.parse(xml) as XmlExport;
  const [xmlHabit] = doc.habits.habit;
  const [xmlGoal] = doc.goals.goal;
  expect({
    person: doc.profile.name,
    habit: xmlHabit?.name,
    category: xmlHabit?.category,
    habitNote: xmlHabit?.description,
    goal: xmlGoal?.title,
    goalNote: xmlGoal?.description,
  }).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, xmlCell(v)])));
  expect([doc.habitDays.habitDay].flat().map((d) => d.habit)).toEqual([xmlCell(habit.name)]);
  expect(xmlGoal?.habit).toBe(xmlCell(habit.name));

  const pdf = await download('pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

beforeAll(async () => {
  m = await kit.newMember(t, '2026-05-04T09:00:00Z', { plan: 'premium' });
});

describe('every free text of an export', () => {
  it('reads back exactly from JSON, CSV and XML, and the PDF is drawn', async () => {
    const example: Texts = {
      person: 'Ada &amp; <Lovelace>',
      category: '=Tags & "quotes"',
      habit: '&amp;&lt;&#x41;',
      habitNote: 'line\r\nbreak ]]> &#65; \t😀 𝄞 \uFFFF',
      goal: '@goal &copy; <![CDATA[',
      goalNote: '-minus\rcarriage',
    };
    await fc.assert(fc.asyncProperty(texts, roundTrip), { numRuns: 25, examples: [[example]] });
  }, 120_000);
});
