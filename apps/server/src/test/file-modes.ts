import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every path under `dir` (itself included) that the group or others may open, with its mode. */
export function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const name of ['', ...readdirSync(dir, { recursive: true }).map(String)]) {
    const mode = lstatSync(path.join(dir, name)).mode & 0o777;
    if (mode & 0o077) found.push(`${mode.toString(8)} ${name || '.'}`);
  }
  return found;
}
