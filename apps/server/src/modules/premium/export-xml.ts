import { Readable } from 'node:stream';
import { escapeUTF8 } from 'entities';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportedHabit,
  type ExportData,
  type ExportHabit,
} from './export-data.js';

type Scalar = string | number | boolean | null;
/** A field: text, or (format version 2) a nested element or a list of them. */
type Value = Scalar | readonly Value[] | { readonly [key: string]: Value | undefined };

/** XML 1.0's Char production: anything else cannot be in a document at all, escaped or not. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Element text that an XML 1.0 parser reads back as it was: & < > " ' as entities (the `entities`
 * package), every & among them, so `&amp;` or `&#x41;` in a name stays text. NOTE: a carriage
 * return is written as a reference, since a parser turns a literal one into a line feed (XML's
 * end-of-line handling); the few characters XML cannot hold (U+FFFE, U+FFFF; the API refuses
 * the control characters) become U+FFFD.
 */
export function xmlText(value: string): string {
  return escapeUTF8(value.replace(NOT_XML_CHAR, '\uFFFD')).replaceAll('\r', '&#xD;');
}

/** A list's item element: the list's name without its plural s (`days` → `day`). */
const itemName = (list: string) => (list.endsWith('s') ? list.slice(0, -1) : `${list}Item`);

/**
 * One element, indented as a pretty-printed document: text on one line; an object's fields
 * (those not undefined) one per line; an array's items one per line, each named `itemName`; an
 * empty text, null or empty array as an empty element. Text goes in elements, not attributes,
 * where line breaks would not survive.
 */
function element(depth: number, name: string, value: Value): string {
  const pad = '  '.repeat(depth);
  if (value === null || value === '') return `${pad}<${name}/>\n`;
  if (typeof value !== 'object') {
    return `${pad}<${name}>${typeof value === 'string' ? xmlText(value) : String(value)}</${name}>\n`;
  }
  const children: [string, Value][] = Array.isArray(value)
    ? value.map((item: Value) => [itemName(name), item])
    : Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : [[key, child]]));
  if (children.length === 0) return `${pad}<${name}/>\n`;
  const inner = children.map(([key, child]) => element(depth + 1, key, child)).join('');
  return `${pad}<${name}>\n${inner}${pad}</${name}>\n`;
}

/** One element of fields, one per line. */
function fields(depth: number, name: string, values: Record<string, Value>): string {
  let out = `${'  '.repeat(depth)}<${name}>\n`;
  for (const [key, value] of Object.entries(values)) out += element(depth + 1, key, value);
  return `${out}${'  '.repeat(depth)}</${name}>\n`;
}

/** A list element of `items`, or an empty element when there are none. */
function list<T>(name: string, items: readonly T[], item: (value: T) => string): string {
  return items.length === 0
    ? `  <${name}/>\n`
    : `  <${name}>\n${items.map(item).join('')}  </${name}>\n`;
}

const habitFields = (h: ExportHabit) => fields(2, 'habit', exportedHabit(h));

/**
 * A list element of the rows of `batches`, streamed a slice at a time (an empty element when
 * there are none).
 */
async function* streamList<T>(
  name: string,
  batches: AsyncIterable<T[]>,
  item: (value: T) => string,
): AsyncGenerator<string> {
  let rows = 0;
  for await (const batch of batches) {
    let out = rows === 0 && batch.length > 0 ? `  <${name}>\n` : '';
    for (const value of batch) out += item(value);
    rows += batch.length;
    yield out;
  }
  yield rows === 0 ? `  <${name}/>\n` : `  </${name}>\n`;
}

async function* chunks(data: ExportData): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<export format="${EXPORT_FORMAT}" formatVersion="${EXPORT_FORMAT_VERSION}">\n` +
    fields(1, 'range', { startDate: data.range.startDate, endDate: data.range.endDate }) +
    fields(1, 'profile', { ...data.profile, exportedAt: data.exportedAt.toISOString() }) +
    list('habits', data.habits, habitFields) +
    list('categories', data.categories, (c) => fields(2, 'category', c)) +
    list('vacations', data.vacations, (v) => fields(2, 'vacation', { ...v }))
  );
  // A name is escaped once, not on each of its days.
  const nameElement = (h: ExportHabit) =>
    h.name === '' ? '<habit/>' : `<habit>${xmlText(h.name)}</habit>`;
  const names = new Map(data.habits.map((h) => [h, nameElement(h)]));
  yield* streamList(
    'habitDays',
    data.habitDays(),
    (row) =>
      `    <habitDay>\n      <date>${row.date}</date>\n      ${names.get(row.habit) ?? nameElement(row.habit)}\n` +
      `      <count>${row.count}</count>\n      <target>${row.target}</target>\n` +
      `      <completed>${row.completed}</completed>\n      <corrected>${row.corrected}</corrected>\n` +
      (row.note ? `      <note>${xmlText(row.note)}</note>\n` : '      <note/>\n') +
      '    </habitDay>\n',
  );
  yield* streamList('protectedDays', data.protectedDays(), (day) =>
    fields(2, 'protectedDay', { ...day }),
  );
  yield (
    list('badges', data.badges, (badge) => fields(2, 'badge', badge)) +
    list('goals', data.goals, (goal) => fields(2, 'goal', goal))
  );
  yield* streamList('points', data.points(), (entry) => fields(2, 'entry', { ...entry }));
  yield '</export>';
}

/** Well-formed XML 1.0, streamed a slice of habit-days at a time. */
export function renderXml(data: ExportData, onError: (error: Error) => void): Readable {
  return Readable.from(chunks(data)).on('error', onError);
}
