import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WasmModule, WorkerInit } from './pglite-protocol.js';
import { copyTemplate } from './pglite-template.js';
import { PgliteWorkerClient, type PgliteOptions } from './pglite-worker-client.js';
import { makePrivate } from './private-files.js';

/*
 * Opens the embedded database: its data folder made (from the build's template, or created), then
 * its thread started (pglite-worker-client.ts, pglite-worker.ts; docs/decisions/016-pglite-worker.md
 * and docs/decisions/047-embedded-database-role.md).
 */

/**
 * PGlite's two WebAssembly modules, compiled here (off the main thread, by V8) so that both
 * threads of a new folder share them: the second then starts with the code the first made fast
 * rather than compiling it all again. Null when PGlite's files are not where 0.5 keeps them; each
 * thread then loads its own.
 */
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

async function compileWasm(): Promise<WorkerInit['wasm'] | null> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files = ['pglite.wasm', 'initdb.wasm'].map((name) => path.join(dist, name));
  if (!files.every((file) => existsSync(file))) return null;
  const [pglite, initdb] = await Promise.all(
    files.map(async (file) => WebAssembly.compile(await readFile(file))),
  );
  return pglite && initdb ? { pglite, initdb } : null;
}

/**
 * Creates a database in an empty folder with a thread of its own that then ends: PGlite creates
 * it with a second, temporary PostgreSQL and a tar copy of the new files (several hundred MB in
 * all), which a thread that stays would keep until its heap is next collected, i.e. for good in an
 * idle server. Ending the thread returns it all.
 */
export async function createPgliteFolder(
  dir: string,
  settings: Record<string, string>,
): Promise<WorkerInit['wasm'] | null> {
  const wasm = await compileWasm();
  const creating = new PgliteWorkerClient({
    dir,
    settings,
    createOnly: true,
    ...(wasm ? { wasm } : {}),
  });
  await creating.waitReady;
  await creating.close();
  return wasm;
}

/**
 * Starts the embedded database on its thread and resolves once it answers. A folder without a
 * database is first filled from the template the build made (pglite-template.ts), or else
 * created (`createPgliteFolder`; opening the new folder again then costs ~0.2 s once). Files an
 * earlier version left open to the group or others are made the user's alone (private-files.ts).
 */
export async function openPgliteWorker(
  init: WorkerInit,
  options: PgliteOptions = {},
): Promise<PgliteWorkerClient> {
  options.guard?.();
  if (
    init.dir &&
    !existsSync(path.join(init.dir, 'PG_VERSION')) &&
    !(await copyTemplate(init.dir))
  ) {
    const wasm = await createPgliteFolder(init.dir, init.settings);
    if (wasm) init = { ...init, wasm };
  }
  if (init.dir) await makePrivate(init.dir);
  // Making the folder may have taken seconds: the guard is asked again before PostgreSQL starts.
  options.guard?.();
  const client = new PgliteWorkerClient(init, options);
  try {
    await client.waitReady;
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
  return client;
}
