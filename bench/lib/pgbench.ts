/**
 * The database's own ceiling for a request: the statements the request ran (captured with
 * sql-capture.ts), replayed by pgbench at the same concurrency. What pgbench reaches is what
 * PostgreSQL on this machine can do for exactly that SQL with no app in front of it.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCpuMeter, type CpuUse } from './cpu-use.js';
import type { CapturedStatement } from './sql-capture.js';

export interface PgbenchScript {
  text: string;
  statements: number;
  /** Statements between BEGIN and COMMIT. */
  inTransaction: number;
  /** Values of one statement's RETURNING that later statements use, kept as pgbench variables. */
  carried: number;
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number | null;
  transactions: number;
  failed: number;
  command: string;
  /** The run's CPU time per transaction (Linux only; pgbench's own is in the machine's). */
  cpu?: CpuUse;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A string literal pgbench passes on as it is. pgbench reads `:name` as a variable anywhere in a
 * line, inside quotes too (a bonus key such as 'weekly-challenge:2026-11-23:revoked:1'), so a
 * text with such a colon is written as an escape string with the colon as `\x3a`.
 */
function quote(text: string): string {
  if (!/:[A-Za-z_]/.test(text)) return pg.escapeLiteral(text);
  const escaped = text
    .replaceAll('\\', '\\\\')
    .replaceAll("'", "''")
    .replace(/:(?=[A-Za-z_])/g, '\\x3a');
  return `E'${escaped}'`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => (v === null ? 'NULL' : JSON.stringify(String(v))));
    return quote(`{${items.join(',')}}`);
  }
  return quote(JSON.stringify(value));
}

const isWrite = (text: string) => /^\s*(insert|update|delete)\b/i.test(text);

/**
 * The pgbench script of a captured request: one statement a line, parameters written in as
 * literals. Ids that are new on every run stay new on every replay: one the database generated
 * (a new row's RETURNING, used by a later statement) is kept with `\gset` and used from its
 * variable; one the app generated (a UUID parameter first seen in a write) becomes an md5 of two
 * random numbers drawn per transaction. Everything else is the value the request sent.
 */
export function pgbenchScript(statements: CapturedStatement[]): PgbenchScript {
  const known = new Set<string>();
  /** A generated id → how the script writes it. */
  const generated = new Map<string, string>();
  const header: string[] = [];
  const lines: string[] = [];
  let depth = 0;
  let inTransaction = 0;
  statements.forEach((statement, index) => {
    if (isWrite(statement.text)) {
      for (const value of statement.values) {
        if (typeof value !== 'string' || !UUID.test(value) || known.has(value)) continue;
        if (generated.has(value)) continue;
        const n = generated.size;
        header.push(`\\set g${n}a random(0, 2147483647)`, `\\set g${n}b random(0, 2147483647)`);
        generated.set(value, `md5(:g${n}a::text || '-' || :g${n}b::text)::uuid`);
      }
    }
    let text = statement.text.replace(/\s+/g, ' ').trim();
    text = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = statement.values[Number(n) - 1];
      const written = typeof value === 'string' ? generated.get(value) : undefined;
      return written ?? literal(value);
    });
    for (const value of statement.values) if (typeof value === 'string') known.add(value);

    let end = ';';
    if (isWrite(statement.text) && statement.rows.length === 1) {
      const prefix = `r${index}_`;
      let carried = false;
      statement.columns.forEach((column, col) => {
        const value = statement.rows[0]?.[col];
        if (typeof value === 'string' && UUID.test(value) && !known.has(value)) {
          generated.set(value, `':${prefix}${column}'`);
          carried = true;
        }
      });
      if (carried) end = ` \\gset ${prefix}`;
    }
    for (const row of statement.rows) {
      for (const value of row) if (typeof value === 'string') known.add(value);
    }
    if (/^begin\b/i.test(text)) depth += 1;
    else if (/^(commit|rollback)\b/i.test(text)) depth -= 1;
    else if (depth > 0) inTransaction += 1;
    lines.push(`${text}${end}`);
  });
  return {
    text: `${[...header, ...lines].join('\n')}\n`,
    statements: statements.length,
    inTransaction,
    carried: generated.size,
  };
}

/**
 * One script that gives each pgbench client its own person: client i (pgbench's `:client_id`,
 * from 0) runs `scripts[i % scripts.length]`, so ten clients replaying ten people's check-ins
 * never wait on one another's row lock, as the app's ten-people case does not.
 */
export function perClientScript(scripts: PgbenchScript[]): PgbenchScript {
  const first = scripts[0];
  if (!first) throw new Error('perClientScript: no scripts');
  const n = scripts.length;
  const lines = ['\\set person :client_id % ' + String(n)];
  scripts.forEach((script, i) => {
    lines.push(`${i === 0 ? '\\if' : '\\elif'} :person = ${i}`, script.text.trimEnd());
  });
  lines.push('\\endif');
  return { ...first, text: `${lines.join('\n')}\n` };
}

export function findPgbench(): string | null {
  const configured = process.env.BENCH_PGBENCH;
  if (configured) return existsSync(configured) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat('/usr/bin')) {
    const candidate = path.join(dir, 'pgbench');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

function parse(output: string): Omit<PgbenchResult, 'command'> {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    return match?.[1] === undefined ? null : Number(match[1]);
  };
  const tps = number(/^tps = ([\d.]+)/m);
  if (tps === null) throw new Error(`pgbench printed no tps:\n${output}`);
  return {
    tps,
    latencyMs: number(/^latency average = ([\d.]+) ms/m),
    transactions: number(/^number of transactions actually processed: (\d+)/m) ?? 0,
    failed: number(/^number of failed transactions: (\d+)/m) ?? 0,
  };
}

/**
 * Runs pgbench on the script against the database at `url` with `clients` connections (the app's
 * pool has 10), in its prepared mode: each statement parsed and planned once per connection, as
 * the app's own are (apps/server/src/db/prepared-statements.ts), so the ceiling is PostgreSQL at
 * its cheapest for that SQL.
 * NOTE: pgbench then reads `:name` as a variable anywhere, in a string literal too: `literal`
 * writes such colons as escapes.
 */
export function runPgbench(
  binary: string,
  url: string,
  scriptFile: string,
  script: PgbenchScript,
  options: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  writeFileSync(scriptFile, script.text);
  const target = new URL(url);
  const args = [
    '-M',
    'prepared',
    '-n',
    '-c',
    String(options.clients),
    '-j',
    '2',
    '-T',
    String(options.seconds),
    '-f',
    scriptFile,
    '-h',
    target.hostname,
    '-p',
    target.port || '5432',
    '-U',
    decodeURIComponent(target.username || 'postgres'),
    decodeURIComponent(target.pathname.slice(1)),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
  const command = `pgbench ${args.slice(0, 10).join(' ')} <script> <bench database>`;
  return new Promise((resolve, reject) => {
    const meter = startCpuMeter();
    const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const fail = (err: Error) => {
      meter?.stop(0);
      reject(err);
    };
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0 || /aborted/i.test(output)) {
        fail(new Error(`pgbench failed (${code}):\n${output.slice(-2000)}`));
        return;
      }
      try {
        const result = parse(output);
        const cpu = meter?.stop(result.transactions);
        resolve({ ...result, command, ...(cpu ? { cpu } : {}) });
      } catch (err) {
        fail(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}
