import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useScratchFolder } from './test/scratch-folder.js';
import { killAllServers, startServer, testPort } from './test/server-process.js';

/*
 * A data folder the server cannot use must stop the start with one sentence that names the
 * folder and says what to do: not a stack trace. Real server processes where this machine can
 * produce the condition (a folder under a file, a folder the user may not write; as root, a
 * read-only or full file system in a private mount namespace); unit tests with an injected
 * error for the rest are in apps/server/src/data-dir-check.test.ts. Once, on the PGlite project: only the embedded database needs the folder.
 */
const onPglite = process.env.TEST_DB !== 'postgres';
const isRoot = process.getuid?.() === 0;
const root = useScratchFolder('streakwise-datadir-');
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const SECRET = 'data-dir-test-secret-that-is-at-least-32-bytes';

// Registered after the folder's removal, so it runs first.
afterAll(() => killAllServers());

/** Mounting needs root and a private mount namespace (`unshare -m`), so nothing leaks out. */
const canMount =
  onPglite &&
  isRoot &&
  (() => {
    const probe = mkdtempSync(path.join(root, 'mount-probe-'));
    const result = spawnSync(
      'unshare',
      ['-m', 'sh', '-c', 'mount -t tmpfs -o size=16k tmpfs "$0"', probe],
      {
        stdio: 'ignore',
      },
    );
    return result.status === 0;
  })();

/**
 * How long a refused start may take: the server starts under tsx, and on a loaded machine that
 * alone has taken over 40 s. The child is killed 15 s before the test gives up, so a server that
 * started after all fails the test on its exit code rather than on a time-out.
 */
const RUN_TIMEOUT_MS = 90_000;

interface Finished {
  code: number | null;
  output: string;
}

/**
 * `server.ts` run to its exit, for what `startServer` cannot do: another user (`uid`), or a shell
 * `setup` run first as root inside a private mount namespace, with the folder as "$0".
 */
function runToExit(
  port: number,
  env: Record<string, string>,
  options: { uid?: number; setup?: { script: string; dir: string } },
): Promise<Finished> {
  const node = [process.execPath, '--conditions=source', '--import', 'tsx', serverEntry];
  const [command, ...args] = options.setup
    ? [
        'unshare',
        '-m',
        'sh',
        '-c',
        `${options.setup.script} && exec "$@"`,
        options.setup.dir,
        ...node,
      ]
    : node;
  const child = spawn(command ?? process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMITS: 'off',
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server that started after all would never exit: stop it, and the test fails on the code.
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS - 15_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** Exit code 1 and one sentence naming the folder and DATA_DIR, with no stack trace. */
function expectClearRefusal(run: Finished, folder: string, says: RegExp) {
  expect(run.code, run.output).toBe(1);
  expect(run.output).toContain(folder);
  expect(run.output).toMatch(says);
  expect(run.output).toMatch(/set DATA_DIR to/);
  expect(run.output, 'no stack trace').not.toMatch(/^\s+at /m);
  expect(run.output).not.toMatch(/ErrnoError|errno:/);
}

const startToExit = async (port: number, env: Record<string, string>): Promise<Finished> => {
  const server = startServer(port, env);
  const code = await server.exited;
  return { code, output: server.output() };
};

describe.runIf(onPglite)('a server process with a data folder it cannot use', () => {
  it(
    'below a file (what `npm start` does by default, without JWT_SECRET)',
    async () => {
      const file = path.join(root, 'a-file');
      writeFileSync(file, 'not a folder');
      const dataDir = path.join(file, 'data');
      const run = await startToExit(testPort(32), { DATA_DIR: dataDir });
      expectClearRefusal(run, dataDir, /part of that path is a file/);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'below a file, with JWT_SECRET set (the start-up check)',
    async () => {
      const file = path.join(root, 'another-file');
      writeFileSync(file, 'not a folder');
      const dataDir = path.join(file, 'data');
      const run = await startToExit(testPort(33), { DATA_DIR: dataDir, JWT_SECRET: SECRET });
      expectClearRefusal(run, dataDir, /part of that path is a file/);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'inside a folder this user may not write',
    async () => {
      const parent = mkdtempSync(path.join(root, 'locked-'));
      const dataDir = path.join(parent, 'data');
      const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET };
      let run: Finished;
      if (isRoot) {
        // NOTE: permissions do not stop root: run as `nobody`, who may not enter a 0700 folder.
        chmodSync(parent, 0o700);
        run = await runToExit(testPort(34), env, { uid: 65534 });
      } else {
        chmodSync(parent, 0o500);
        run = await startToExit(testPort(34), env);
      }
      expectClearRefusal(run, dataDir, /cannot be written by this user/);
    },
    RUN_TIMEOUT_MS,
  );

  // `npm start` without JWT_SECRET writes a dev secret into the folder first; with it, the
  // start-up check is the first write.
  const secrets: { how: string; env: Record<string, string>; port: number }[] = [
    { how: 'with JWT_SECRET', env: { JWT_SECRET: SECRET }, port: 0 },
    { how: 'by default, without JWT_SECRET', env: {}, port: 3 },
  ];

  it.runIf(canMount).each(secrets)(
    'on a read-only file system ($how)',
    async ({ env, port }) => {
      const mountPoint = mkdtempSync(path.join(root, 'ro-'));
      const dataDir = path.join(mountPoint, 'data');
      const run = await runToExit(
        testPort(35 + port),
        { DATA_DIR: dataDir, ...env },
        { setup: { script: 'mount -t tmpfs -o ro,size=64k tmpfs "$0"', dir: mountPoint } },
      );
      expectClearRefusal(run, dataDir, /read-only file system/);
    },
    RUN_TIMEOUT_MS,
  );

  it.runIf(canMount).each(secrets)(
    'on a full disk ($how)',
    async ({ env, port }) => {
      const mountPoint = mkdtempSync(path.join(root, 'full-'));
      const dataDir = path.join(mountPoint, 'data');
      const run = await runToExit(
        testPort(36 + port),
        { DATA_DIR: dataDir, ...env },
        {
          setup: {
            // `head` stops when the 64 KiB are used up: the disk is then full to the last page.
            script:
              'mount -t tmpfs -o size=64k tmpfs "$0" && { head -c 1048576 /dev/zero > "$0/fill" 2>/dev/null; true; }',
            dir: mountPoint,
          },
        },
      );
      expectClearRefusal(run, dataDir, /is full/);
    },
    RUN_TIMEOUT_MS,
  );

  it.runIf(canMount)(
    'on a disk that fills up while the embedded database is created',
    async () => {
      const mountPoint = mkdtempSync(path.join(root, 'small-'));
      const dataDir = path.join(mountPoint, 'data');
      const run = await runToExit(
        testPort(37),
        { DATA_DIR: dataDir, JWT_SECRET: SECRET },
        // Room for the check's probe, not for a database.
        { setup: { script: 'mount -t tmpfs -o size=256k tmpfs "$0"', dir: mountPoint } },
      );
      expectClearRefusal(run, dataDir, /is full/);
    },
    RUN_TIMEOUT_MS,
  );
});
