import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const made: string[] = [];
const newDir = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'streakwise-lock-')), 'data');
  made.push(path.dirname(dir));
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('lets one server at a time use a data folder, and says why the second is refused', async () => {
  const dir = newDir();
  const release = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
  await expect(lockDataDir(dir)).rejects.toThrow(/already in use by another Streakwise server/);
  await release();
  const again = await lockDataDir(dir);
  await again();
});

it('makes the data folder private to the user', async () => {
  const dir = newDir();
  const release = await lockDataDir(dir);
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  await release();
});
