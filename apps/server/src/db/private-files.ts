import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Permission bits for the group and for others. */
const GROUP_AND_OTHERS = 0o077;

/**
 * Takes the group's and others' access away from every file and folder under `dir` that has it.
 * NOTE: versions before docs/decisions/025-data-dir-lock.md left the embedded database's files
 * 0666; new ones are 0600 (pglite-worker.ts), and these are put right when the folder is opened.
 * Runs on libuv's threads, while the main thread loads the app (server.ts).
 */
export async function makePrivate(dir: string): Promise<void> {
  const names = await readdir(dir, { recursive: true });
  await Promise.all(
    [dir, ...names.map((name) => path.join(dir, name))].map(async (file) => {
      const stat = await lstat(file);
      if (stat.isSymbolicLink() || (stat.mode & GROUP_AND_OTHERS) === 0) return;
      await chmod(file, stat.mode & 0o7777 & ~GROUP_AND_OTHERS);
    }),
  );
}
