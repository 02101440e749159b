import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import {
  cleanups,
  READY_TIMEOUT_MS,
  SERVER_ENTRY,
  settings,
  sleep,
  STOP_TIMEOUT_MS,
} from './load-settings.js';

/* The server `npm run load` (bench/load.ts) measures, started as its own process, and its log. */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `server.ts` as its own process (what `npm start` runs, minus the build), its output going
 * straight to a log file so the load generator never has to read it.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
): Promise<RunningServer> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      JOBS: 'off',
      // NOTE: with the launch offer, the first 100 people would get Premium for free; plans here
      // are the driver's choice (every LOAD_PREMIUM_EVERY-th buys it through the mock checkout).
      LAUNCH_OFFER_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the server exited before it answered:\n${tail(logFile)}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return { url, child, exited, stop };
    if (Date.now() > deadline) throw new Error(`the server did not answer within 2 minutes`);
    await sleep(250);
  }
}

function tail(file: string, lines = 20): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Log lines at error level or above (pino: 50 error, 60 fatal), with a few of their messages. */
export function serverErrors(file: string): { count: number; samples: string[] } {
  const errors = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  return { count: errors.length, samples: errors.slice(0, 3).map((line) => line.slice(0, 300)) };
}
