import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

/*
 * The real entry point, started as a separate process on the embedded database: what `npm start`
 * does, minus the build. Only on the PGlite project: PostgreSQL needs no folder lock.
 */
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'streakwise-start-'));
const dataDir = path.join(root, 'data');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function start(port: number) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
  // The second server is expected to exit: its `ready` is only awaited for the first.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

it.runIf(process.env.TEST_DB !== 'postgres')(
  'refuses a second server on a data folder in use, with a sentence that says so',
  async () => {
    const port = 31_000 + (process.pid % 1000);
    const first = start(port);
    await first.ready;
    expect(statSync(dataDir).mode & 0o077).toBe(0);
    expect(statSync(path.join(dataDir, 'db')).mode & 0o077).toBe(0);

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Streakwise server/);

    // The first one is unharmed and still answers.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  },
  60_000,
);
