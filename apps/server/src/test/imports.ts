import { readFileSync } from 'node:fs';
import type { ImportView } from '@streakwise/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper.js';

/** A sample file of the imports module (modules/imports/samples). */
export const sample = (name: string): Buffer =>
  readFileSync(new URL(`../modules/imports/samples/${name}`, import.meta.url));

/** The warnings of samples/habitica.json read in Europe/Berlin, in their order. */
export const HABITICA_SAMPLE_WARNINGS = [
  '"Water the plants" repeats every month in Habitica: it comes in as a daily habit.',
  '"Gym" repeats every 2 weeks in Habitica: it comes in on Tue, Thu every week.',
  'Two tasks are named "Read 📚": the later one comes in as "Read 📚 (2)".',
  'The − scores of 1 habit with + and − were not imported: Streakwise counts what was done (a habit with only − comes in as a habit to quit).',
  '2 to-dos were not imported: Streakwise has no to-dos.',
  '1 reward was not imported: Streakwise has no rewards.',
];

/** A multipart/form-data body as a browser sends it: the fields, then the file. */
export function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----streakwise${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  token: string,
  data: Buffer,
  source = 'csv',
): Promise<LightMyRequestResponse> {
  const body = form({ source }, { name: 'history.csv', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

export const call = (t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

/** Uploads, applies and waits for the import to finish; returns its final view. */
export async function importFile(
  t: TestApp,
  token: string,
  data: Buffer,
  source = 'csv',
): Promise<ImportView> {
  const created = await upload(t, token, data, source);
  if (created.statusCode !== 201) throw new Error(`upload failed: ${created.body}`);
  const id = created.json<{ _id: string }>()._id;
  const applied = await call(t, token, 'POST', `/api/imports/${id}/apply`);
  if (applied.statusCode !== 202) throw new Error(`apply failed: ${applied.body}`);
  return waitForImport(t, token, id);
}

export async function waitForImport(t: TestApp, token: string, id: string): Promise<ImportView> {
  const end = Date.now() + 30_000;
  for (;;) {
    const view = (await call(t, token, 'GET', `/api/imports/${id}`)).json<ImportView>();
    if (view.status !== 'running' && view.status !== 'ready') return view;
    if (Date.now() > end) throw new Error('import did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
