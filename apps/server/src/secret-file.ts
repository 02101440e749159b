import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkDataDir } from './db/data-dir-check.js';

/**
 * A secret kept in DATA_DIR for the embedded defaults (the dev JWT secret, the dev VAPID keys):
 * made once by `create`, readable by the owner only (mode 0600), read back on every start.
 */
export function dataDirSecret(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    // A folder that cannot be written (read-only, full) stops here with one sentence.
    checkDataDir(dataDir);
    // NOTE: written aside and renamed, so a write cut short (a full disk) never leaves a short
    // secret that the next start would refuse.
    const pending = `${file}.${process.pid}.tmp`;
    writeFileSync(pending, create(), { mode: 0o600, flush: true });
    renameSync(pending, file);
  }
  return readFileSync(file, 'utf8').trim();
}
