/**
 * The export benchmark's client, in its own thread so it does not share an event loop with the
 * server under test: downloads one export (or none) while asking GET /api/health one request at
 * a time, and posts back how long each took.
 */
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { ExportJob, ExportRun } from './export-client.js';

const job = workerData as ExportJob;

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let running = true;
const health: number[] = [];
const statuses: Record<string, number> = {};

async function pollHealth(): Promise<void> {
  while (running) {
    const started = performance.now();
    const { status } = await get(`${job.base}/api/health`, {}).catch(() => ({ status: 0 }));
    health.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, job.healthPauseMs));
  }
}

const poller = pollHealth();
const started = performance.now();
let download = { status: 0, bytes: 0 };
if (job.path) {
  // NOTE: no Accept-Encoding: the figure is the export's own work, not compression's.
  download = await get(`${job.downloadBase ?? job.base}${job.path}`, {
    authorization: `Bearer ${job.token}`,
  });
} else {
  await new Promise((resolve) => setTimeout(resolve, job.idleMs));
}
const ms = performance.now() - started;
running = false;
await poller;
const run: ExportRun = { ms, ...download, health, healthStatuses: statuses };
parentPort?.postMessage(run);
