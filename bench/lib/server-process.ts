/**
 * The real server as its own process, as `npm start` runs it: the build (apps/server/dist) when
 * there is one, else the sources through tsx's loader. On 127.0.0.1, a free port, PGlite in a
 * fresh temporary folder unless `dataDir` is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext } from './types.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT_ENTRY = 'apps/server/dist/server.js';
const SOURCE_ENTRY = 'apps/server/src/server.ts';
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 20;

export interface ServerProcess {
  origin: string;
  pid: number;
  child: ChildProcess;
  /** Spawn to the first 200 from /api/health. */
  startMs: number;
  entry: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address !== 'string' ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The Node options `npm start` runs the build with (the `start` script of the root package.json),
 * so the server measured here is the one people run.
 */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? '';
  const match = /\bnode((?: --\S+)*) apps\/server\/dist\/server\.js/.exec(start);
  if (!match) throw new Error(`the start script does not run ${BUILT_ENTRY}: "${start}"`);
  return (match[1] ?? '').split(' ').filter(Boolean);
}

export const hasServerBuild = () => existsSync(path.join(REPO_ROOT, BUILT_ENTRY));

/** The newest modification time under a folder (or of a file). */
function newestFile(dir: string, skip: (name: string) => boolean): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestFile(full, skip) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const isTestFile = (name: string) => name.endsWith('.test.ts') || name.endsWith('.test.tsx');

/**
 * When a build is older than the sources it was made from, a sentence saying so (its figures are
 * of older code); null when it is current.
 */
export function staleBuild(builtFile: string, sourceDirs: string[]): string | null {
  const file = path.join(REPO_ROOT, builtFile);
  if (!existsSync(file)) return null;
  const built = statSync(file).mtimeMs;
  const newest = Math.max(
    ...sourceDirs.map((dir) => newestFile(path.join(REPO_ROOT, dir), isTestFile)),
  );
  if (newest <= built) return null;
  const minutes = Math.round((newest - built) / 60_000);
  return `${builtFile} is older than its sources (by ${minutes} min): run \`npm run build\` for figures of the current code`;
}

/** Starts the server and waits for its first healthy answer. */
export async function startServer(
  ctx: BenchContext,
  options: { env?: Record<string, string>; dataDir?: string; preferSource?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'streakwise-bench-server-'));
  const ownsDataDir = options.dataDir === undefined;
  const removeDataDir = async () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const unregisterDir = ctx.onCleanup(removeDataDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const built = hasServerBuild() && !options.preferSource;
  const entry = built ? BUILT_ENTRY : SOURCE_ENTRY;
  const flags = startFlags();
  const args = built
    ? [...flags, entry]
    : [...flags, '--conditions=source', '--import', 'tsx', entry];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...options.env,
  };
  // NOTE: the embedded database, whatever the calling shell points at, unless the caller names one.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const unregisterChild = ctx.onCleanup(() => stopChild(child));
  const stop = async () => {
    await stopChild(child);
    unregisterChild();
    await removeDataDir();
    unregisterDir();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited at start:\n${stderr}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) {
        return {
          origin,
          pid: child.pid ?? 0,
          child,
          startMs: performance.now() - started,
          entry,
          dataDir,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within 60 s:\n${stderr}`);
}
