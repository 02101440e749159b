import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A temporary folder for a test file's data folders, removed after the file, even when a test left
 * it or a folder in it without write permission (apps/server/src/data-dir-errors.test.ts).
 */
export function useScratchFolder(prefix: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => {
    chmodSync(root, 0o700);
    for (const entry of readdirSync(root)) {
      const full = path.join(root, entry);
      if (statSync(full).isDirectory()) chmodSync(full, 0o700);
    }
    rmSync(root, { recursive: true, force: true });
  });
  return root;
}
