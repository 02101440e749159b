/**
 * The import benchmark's client, in its own thread so it does not share an event loop with the
 * server under test: applies one import (or none) and follows it until it is done, while another
 * person asks GET /api/habits one request at a time; posts back how long each took.
 */
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ImportJob {
  /** Only http://127.0.0.1 (checked by the caller). */
  base: string;
  /** The importing person's token and their ready import; none: only the list, for `idleMs`. */
  importer?: { token: string; importId: string };
  /** The other person, whose list is asked meanwhile. */
  otherToken: string;
  idleMs: number;
  /** Between one list reply and the next request, and between two looks at the import. */
  listPauseMs: number;
  pollMs: number;
}

export interface ImportRun {
  /** From sending apply to the first GET that answers done (or failed). */
  ms: number;
  status: string;
  /** The last GET /api/imports/:id, as JSON. */
  view: unknown;
  polls: number;
  /** Each GET /api/habits's time, in milliseconds. */
  list: number[];
  listStatuses: Record<string, number>;
}

const job = workerData as ImportJob;

function call(
  method: string,
  path: string,
  token: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${job.base}${path}`,
      { method, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running = true;
const list: number[] = [];
const listStatuses: Record<string, number> = {};

async function askList(): Promise<void> {
  while (running) {
    const started = performance.now();
    const { status } = await call('GET', '/api/habits', job.otherToken).catch(() => ({
      status: 0,
    }));
    list.push(performance.now() - started);
    listStatuses[status] = (listStatuses[status] ?? 0) + 1;
    await pause(job.listPauseMs);
  }
}

async function applyAndFollow(importer: NonNullable<ImportJob['importer']>) {
  const path = `/api/imports/${importer.importId}`;
  const applied = await call('POST', `${path}/apply`, importer.token);
  if (applied.status !== 202) {
    return { status: `apply answered ${applied.status}`, view: applied.body, polls: 0 };
  }
  for (let polls = 1; ; polls += 1) {
    await pause(job.pollMs);
    const { status, body } = await call('GET', path, importer.token);
    const view = status === 200 ? (JSON.parse(body) as { status: string }) : null;
    if (!view) return { status: `GET answered ${status}`, view: body, polls };
    if (view.status === 'done' || view.status === 'failed') {
      return { status: view.status, view, polls };
    }
  }
}

const lister = askList();
const started = performance.now();
let outcome: Pick<ImportRun, 'status' | 'view' | 'polls'> = {
  status: 'idle',
  view: null,
  polls: 0,
};
if (job.importer) outcome = await applyAndFollow(job.importer);
else await pause(job.idleMs);
const ms = performance.now() - started;
running = false;
await lister;
const run: ImportRun = { ms, ...outcome, list, listStatuses };
parentPort?.postMessage(run);
