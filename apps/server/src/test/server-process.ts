import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/*
 * The real entry point (`server.ts`) as a separate process: what `npm start` runs, minus the
 * build. For tests about start-up, crashes, outages and several instances, which an in-process
 * app cannot show.
 */
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Resolves once the server says it is running; rejects if it exits first. */
  ready: Promise<void>;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();

/** A free-enough port for this test process: spread by pid so parallel files rarely meet. */
export function testPort(offset: number): number {
  return 30_000 + ((process.pid * 7) % 2000) * 10 + offset;
}

/**
 * Starts `server.ts` with `env` (added to a minimal development environment: PATH, NODE_ENV,
 * HOST, LOG_LEVEL, RATE_LIMITS=off unless given).
 */
export function startServer(port: number, env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
  // A server expected to refuse to start never becomes ready: `ready` is awaited only when wanted.
  ready.catch(() => undefined);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    ready,
    exited,
    output: () => output,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Kills every server this test file started and has not seen exit (for afterAll). */
export function killAllServers(): void {
  for (const child of started) child.kill('SIGKILL');
}
