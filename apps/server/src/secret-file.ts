import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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
    // NOTE: written aside and linked into place, so a write cut short (a full disk) never leaves
    // a short secret, and of two instances starting at once on one DATA_DIR the second's link
    // fails and both read the first's: they must sign with the same keys.
    const pending = `${file}.${process.pid}.tmp`;
    writeFileSync(pending, create(), { mode: 0o600, flush: true });
    try {
      linkSync(pending, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(pending);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
