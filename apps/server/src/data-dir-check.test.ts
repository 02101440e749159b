import * as fs from 'node:fs';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDataDir,
  DataDirUnusableError,
  describeDataDirFailure,
  type ProbeFs,
} from './db/data-dir-check.js';
import { useScratchFolder } from './test/scratch-folder.js';

/*
 * The start-up check of the data folder (db/data-dir-check.ts) with an injected file system error,
 * for the conditions apps/server/src/data-dir-errors.test.ts cannot produce in a real process. Once,
 * on the PGlite project: only the embedded database needs the folder.
 */
const onPglite = process.env.TEST_DB !== 'postgres';
const root = useScratchFolder('streakwise-datadir-check-');

/** A file system whose every write fails with `code`. */
function failingFs(code: string): ProbeFs {
  return {
    ...fs,
    writeFileSync: () => {
      throw Object.assign(new Error(`${code}: injected`), { code, syscall: 'open' });
    },
  };
}

describe.runIf(onPglite)('the start-up check of the data folder', () => {
  it.each([
    ['EACCES', /cannot be written by this user \(permission denied\)/],
    ['EPERM', /cannot be written by this user \(operation not permitted\)/],
    ['EROFS', /is on a read-only file system/],
    ['ENOSPC', /disk holding the data folder .* is full/],
    ['EDQUOT', /over this user's disk quota/],
    ['ENOTDIR', /part of that path is a file/],
  ])('turns %s into one sentence naming the folder and what to do', (code, says) => {
    const dataDir = path.join(root, `unit-${code}`);
    let thrown: unknown;
    try {
      checkDataDir(dataDir, failingFs(code));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DataDirUnusableError);
    const message = (thrown as Error).message;
    expect(message).toContain(dataDir);
    expect(message).toMatch(says);
    expect(message).toMatch(/set DATA_DIR to/);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('says so when DATA_DIR names a file', () => {
    const file = path.join(root, 'unit-file');
    writeFileSync(file, 'not a folder');
    expect(() => checkDataDir(file)).toThrow(
      `The data folder ${file} is a file, not a folder: set DATA_DIR to a folder path.`,
    );
  });

  it('lets any other failure through as it is', () => {
    const eio = Object.assign(new Error('EIO: injected'), { code: 'EIO' });
    const broken: ProbeFs = {
      ...fs,
      writeFileSync: () => {
        throw eio;
      },
    };
    expect(() => checkDataDir(path.join(root, 'unit-eio'), broken)).toThrow(eio);
  });

  it('leaves a usable folder private, writable again if it was made read-only, and without the probe', () => {
    const dataDir = path.join(root, 'unit-ok');
    mkdirSync(dataDir, { mode: 0o500 });
    checkDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('describes PGlite running out of room in the folder it uses, and nothing it cannot place', () => {
    const dataDir = path.join(root, 'unit-pglite');
    // PGlite's file system throws WASI errno numbers: 51 is ENOSPC.
    const pglite = { name: 'ErrnoError', errno: 51 };
    expect(describeDataDirFailure(pglite, dataDir)).toMatch(
      /disk holding the data folder .* is full/,
    );
    expect(describeDataDirFailure({ code: '53100' }, dataDir)).toMatch(/is full/);
    // Outside the data folder, or a failure of another kind: not ours to explain.
    const elsewhere = Object.assign(new Error('EACCES'), {
      code: 'EACCES',
      syscall: 'open',
      path: '/etc/somewhere/file',
    });
    expect(describeDataDirFailure(elsewhere, dataDir)).toBeUndefined();
    expect(describeDataDirFailure(new Error('boom'), dataDir)).toBeUndefined();
  });
});
