/**
 * The server process itself: how long it takes from spawn to its first healthy answer on PGlite
 * (a fresh data folder, then a restart on the same folder), and its resident memory once idle.
 * See bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgres, openPostgres } from './lib/databases.js';
import { hasServerBuild, staleBuild, startFlags, startServer } from './lib/server-process.js';
import type { TargetInput } from './lib/targets.js';
import type { Benchmark, BenchContext } from './lib/types.js';

/** Idle time before reading RSS: start-up garbage collected, the job engine's first polls done. */
const IDLE_SECONDS = 5;
const RSS_LIMIT_MB = 150;
const START_LIMIT_S = 3;
// NOTE: development is what `npm start` runs without settings; rate limits and jobs stay on.
const SERVER_ENV = { NODE_ENV: 'development' };

interface Measured {
  /** Resident memory in MB (10^6 bytes); null when /proc could not be read. */
  memory: Memory | null;
  /** The same on PostgreSQL (a bench database); a reason when it was not measured. */
  postgres: Memory | null | { skipped: string };
  startMs: { fresh: number; restart: number };
  entry: string;
}

interface Memory {
  /** VmRSS, the target's figure, and VmHWM, its peak. */
  rssMb: number;
  peakMb: number;
  /**
   * VmRSS in two parts: pages of files (mostly Node's own executable, which every Node process on
   * the machine shares) and the process's own memory (JavaScript heaps, WebAssembly, malloc).
   */
  fileMb: number;
  ownMb: number;
}

function memory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      (Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024) / 1e6;
    const rssMb = mb('VmRSS');
    const fileMb = mb('RssFile');
    return { rssMb, peakMb: mb('VmHWM'), fileMb, ownMb: rssMb - fileMb };
  } catch {
    return null;
  }
}

/** The note beside an RSS figure: its peak and its two parts. */
const memoryNote = (m: Memory) =>
  `peak ${Math.round(m.peakMb)} MB; of the figure, ${Math.round(m.fileMb)} MB file pages ` +
  `(Node's executable and libraries), ${Math.round(m.ownMb)} MB the process's own`;

/** Idle memory of the server on a fresh PostgreSQL database instead of the embedded one. */
async function idleOnPostgres(ctx: BenchContext): Promise<Measured['postgres']> {
  const found = await findPostgres();
  if ('skipped' in found) return found;
  const target = await openPostgres(found.url);
  try {
    const server = await startServer(ctx, {
      env: { ...SERVER_ENV, DATABASE_URL: target.url ?? found.url },
    });
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const mem = memory(server.pid);
    await server.stop();
    return mem;
  } finally {
    await target.dispose();
  }
}

async function measure(ctx: BenchContext, dataDir: string): Promise<Measured> {
  ctx.print(`  node options of \`npm start\`: ${startFlags().join(' ') || '(none)'}`);
  const fresh = await startServer(ctx, { env: SERVER_ENV, dataDir });
  ctx.print(
    `  ${fresh.entry}: healthy ${Math.round(fresh.startMs)} ms after spawn (fresh folder); ` +
      `idle ${IDLE_SECONDS} s…`,
  );
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const mem = memory(fresh.pid);
  await fresh.stop();
  const restart = await startServer(ctx, { env: SERVER_ENV, dataDir });
  await restart.stop();
  ctx.print(`  restart on the same folder: healthy ${Math.round(restart.startMs)} ms after spawn`);
  const postgres = await idleOnPostgres(ctx);
  return {
    memory: mem,
    postgres,
    startMs: { fresh: fresh.startMs, restart: restart.startMs },
    entry: fresh.entry,
  };
}

/** The three targets, from what was measured, or (`why`) not measured. */
function targets(built: boolean, measured: Measured | null, why?: string): TargetInput[] {
  const how = built ? 'the build' : 'sources through tsx (no build)';
  const mem = measured?.memory;
  const rss: TargetInput = {
    id: 'server.rss-idle',
    case: `Server RSS idle ${IDLE_SECONDS} s after start, PGlite (${how})`,
    figure: mem ? { value: mem.rssMb, unit: 'MB' } : null,
    goal: { of: 'figure', op: '<', value: RSS_LIMIT_MB, unit: 'MB' },
    ...(mem ? { note: memoryNote(mem) } : { skipped: why ?? '/proc/<pid>/status unreadable' }),
  };
  const pg = measured?.postgres;
  const pgMem = pg && 'rssMb' in pg ? pg : null;
  const rssPostgres: TargetInput = {
    id: 'server.rss-idle-postgres',
    case: `Server RSS idle ${IDLE_SECONDS} s after start, PostgreSQL (${how})`,
    figure: pgMem ? { value: pgMem.rssMb, unit: 'MB' } : null,
    goal: { of: 'figure', op: '<', value: RSS_LIMIT_MB, unit: 'MB' },
    ...(pgMem
      ? { note: memoryNote(pgMem) }
      : {
          skipped: why ?? (pg && 'skipped' in pg ? pg.skipped : '/proc/<pid>/status unreadable'),
        }),
  };
  const start = (id: string, label: string, ms: number | undefined): TargetInput => ({
    id,
    case: `Server start-up to healthy, PGlite, ${label}`,
    figure: ms === undefined ? null : { value: ms / 1000, unit: 's' },
    goal: { of: 'figure', op: '<', value: START_LIMIT_S, unit: 's' },
    ...(why
      ? { skipped: why }
      : built || ms === undefined
        ? {}
        : { skipped: `no build; from sources it took ${(ms / 1000).toFixed(2)} s` }),
  });
  return [
    rss,
    rssPostgres,
    start('server.start-fresh', 'fresh data folder', measured?.startMs.fresh),
    start('server.start-restart', 'restart on the same folder', measured?.startMs.restart),
  ];
}

async function run(ctx: BenchContext) {
  const built = hasServerBuild();
  if (!built) {
    ctx.note(
      'no server build (apps/server/dist/server.js; `npm run build` makes it): the sources ran ' +
        'through tsx instead, so start-up is not measured against its target',
    );
  }
  const stale = staleBuild('apps/server/dist/server.js', [
    'apps/server/src',
    'packages/shared/src',
  ]);
  if (stale) ctx.note(stale);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-server-'));
  const unregister = ctx.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const measured = await measure(ctx, dataDir);
    for (const line of targets(built, measured)) ctx.target(line);
    return { built, stale, idleSeconds: IDLE_SECONDS, ...measured };
  } catch (err) {
    // Every target is still listed (as not measured), and the run exits 1.
    console.error('bench: server failed:', err);
    process.exitCode = 1;
    const why = `failed: ${String(err).split('\n')[0]}`;
    for (const line of targets(built, null, why)) ctx.target(line);
    return { failed: String(err) };
  } finally {
    unregister();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serverBenchmark: Benchmark = {
  name: 'server',
  summary: 'the server process on PGlite: start-up to healthy, and resident memory when idle',
  run,
};
