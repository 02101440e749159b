import { Readable } from 'node:stream';
import { createCB } from 'xmlbuilder2';
import type { ExportData } from './export-data.js';

type Value = string | number | boolean | null;
type XMLBuilderCB = ReturnType<typeof createCB>;

/** Text goes in elements, not attributes: attribute values would lose their line breaks. */
function fields(xml: XMLBuilderCB, name: string, values: Record<string, Value>): void {
  xml.ele(name);
  for (const [key, value] of Object.entries(values)) {
    xml.ele(key);
    if (value !== null && value !== '') xml.txt(String(value));
    xml.up();
  }
  xml.up();
}

async function* chunks(data: ExportData): AsyncGenerator<string> {
  const pending: string[] = [];
  const flush = () => pending.splice(0).join('');
  const xml = createCB({
    data: (chunk: string) => pending.push(chunk),
    prettyPrint: true,
    // NOTE: a control character cannot appear in XML 1.0 at all, escaped or not.
    invalidCharReplacement: '\uFFFD',
  });
  xml.dec({ version: '1.0', encoding: 'UTF-8' }).ele('export');
  fields(xml, 'range', { startDate: data.range.startDate, endDate: data.range.endDate });
  fields(xml, 'profile', { ...data.profile, exportedAt: data.exportedAt.toISOString() });

  xml.ele('habits');
  for (const {
    name,
    category,
    dailyTarget,
    icon,
    color,
    description,
    createdOn,
    archivedOn,
  } of data.habits) {
    fields(xml, 'habit', {
      name,
      category,
      dailyTarget,
      icon,
      color,
      description,
      createdOn,
      archivedOn,
    });
  }
  xml.up().ele('habitDays');
  yield flush();
  for await (const batch of data.habitDays()) {
    for (const row of batch) {
      fields(xml, 'habitDay', {
        date: row.date,
        habit: row.habit.name,
        count: row.count,
        target: row.target,
        completed: row.completed,
      });
    }
    yield flush();
  }
  xml.up().ele('badges');
  for (const badge of data.badges) fields(xml, 'badge', badge);
  xml.up().ele('goals');
  for (const goal of data.goals) fields(xml, 'goal', goal);
  xml.up().ele('points');
  for (const entry of data.points) fields(xml, 'entry', entry);
  xml.up().up().end();
  yield flush();
}

/** Well-formed, escaped XML, streamed a chunk of days at a time. */
export function renderXml(data: ExportData, onError: (error: Error) => void): Readable {
  return Readable.from(chunks(data)).on('error', onError);
}
