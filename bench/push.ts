/**
 * `npm run bench -- push`: 10,000 due habit reminders for 2,000 Premium people in four time zones
 * on PostgreSQL, one device each (a local push sink on 127.0.0.1), sent by two instances running
 * the habit reminder tick at once (docs/decisions/029-web-push.md). Measures the seconds from the
 * reminders' time to the last push received, and checks each habit's push arrived exactly once by
 * decrypting every message (RFC 8291) with the device's keys.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { AdjustableClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, selectRows } from '../apps/server/src/db/client.js';
import type { ServiceContext } from '../apps/server/src/deps.js';
import { createPaymentProvider } from '../apps/server/src/modules/billing/create-provider.js';
import { createOutboxMailer } from '../apps/server/src/modules/mail/outbox-mailer.js';
import { createMailDelivery } from '../apps/server/src/modules/mail/outbox.js';
import { runHabitReminderTick } from '../apps/server/src/modules/reminders/habit-reminders.service.js';
import { decryptAes128gcm } from '../apps/server/src/test/push-service.js';
import { TEST_VAPID } from '../apps/server/src/test/vapid.js';
import { findPostgres, openPostgres } from './lib/databases.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const PEOPLE = 2000;
const HABITS_EACH = 5;
const LIMIT_S = 60;
/** The reminders' instant, and the zones the people live in (each gets its local time of it). */
const DUE = new Date('2026-11-16T12:00:00Z');
const ZONES = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];

const localTime = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(DUE);

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

async function seed(db: ServiceContext['database']['db'], sink: string, devices: Device[]) {
  const batch = 500;
  for (let start = 0; start < PEOPLE; start += batch) {
    const ids = Array.from({ length: Math.min(batch, PEOPLE - start) }, (_, k) => start + k);
    await db.execute(sql`insert into users (name, email, password_hash, email_verified_at, timezone, plan)
      select 'Bench ' || i, 'push-bench-' || i || '@example.com', 'x', now(),
        (${sql.raw(`array['${ZONES.join("','")}']`)})[1 + i % ${ZONES.length}], 'premium'
      from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) as i`);
  }
  const times = ZONES.map((zone) => `'${localTime(zone)}'`).join(',');
  await db.execute(sql`insert into habits (user_id, name, category, daily_target, icon, color,
      created_on, reminder_time)
    select u.id, 'Habit ' || h, 'Health', 1, 'x', '#3B82F6', '2026-11-01',
      (${sql.raw(`array[${times}]`)})[array_position(${sql.raw(`array['${ZONES.join("','")}']`)}, u.timezone)]
    from users u cross join generate_series(1, ${HABITS_EACH}) as h
    where u.email like 'push-bench-%'`);
  const users = await selectRows<{ id: string; email: string }>(
    db,
    sql`select id, email from users where email like 'push-bench-%'`,
  );
  for (let start = 0; start < users.length; start += batch) {
    const rows = users.slice(start, start + batch).map((u) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device = { ecdh, auth: randomBytes(16) };
      const index = devices.push(device) - 1;
      return sql`(${u.id}, ${`${sink}/d/${index}`}, ${ecdh.getPublicKey('base64url', 'uncompressed')},
        ${device.auth.toString('base64url')}, 'Bench')`;
    });
    await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, device)
      values ${sql.join(rows, sql`, `)}`);
  }
}

async function run(ctx: BenchContext) {
  const found = await findPostgres();
  if ('skipped' in found) {
    ctx.target({
      id: 'push.postgres.10k-reminders',
      case: `PostgreSQL: ${PEOPLE * HABITS_EACH} habit reminders sent, seconds after their time`,
      figure: null,
      goal: { of: 'figure', op: '<', value: LIMIT_S, unit: 's' },
      skipped: found.skipped,
    });
    return { skipped: found.skipped };
  }
  const bench = await openPostgres(found.url);
  const unregister = ctx.onCleanup(() => bench.dispose());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-push-'));
  const devices: Device[] = [];
  const received = new Map<string, number>();
  let lastAt = 0;
  let undecryptable = 0;
  const sink = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices[Number((request.url ?? '').split('/').pop())];
      try {
        if (!device) throw new Error('unknown device');
        const plain = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth);
        const { habitId } = JSON.parse(plain.toString('utf8')) as { habitId: string };
        received.set(habitId, (received.get(habitId) ?? 0) + 1);
      } catch {
        undecryptable += 1;
      }
      lastAt = Date.now();
      response.writeHead(201).end();
    });
  });
  try {
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'push-bench-secret-that-is-at-least-32-bytes',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
      ...TEST_VAPID,
    });
    await seed(bench.database.db, sinkUrl, devices);
    ctx.print(
      `seeded ${PEOPLE} people, ${PEOPLE * HABITS_EACH} habits with reminders, ${devices.length} devices`,
    );

    const clock = new AdjustableClock();
    clock.set(DUE);
    const other = await openDatabase({ kind: 'postgres', url: bench.url ?? '' });
    const outbox = createOutboxMailer(path.join(dataDir, 'outbox'), clock, () => undefined);
    const base = {
      config,
      clock,
      mailer: outbox,
      outbox,
      payments: await createPaymentProvider(config),
      mailDelivery: createMailDelivery(),
      log: pino({ level: 'silent' }),
    };
    const started = Date.now();
    await Promise.all([
      runHabitReminderTick({ ...base, database: bench.database }),
      runHabitReminderTick({ ...base, database: other }),
    ]);
    const seconds = ((lastAt || Date.now()) - started) / 1000;
    await other.close();
    const expected = PEOPLE * HABITS_EACH;
    const once = [...received.values()].filter((n) => n === 1).length;
    const twice = [...received.values()].filter((n) => n > 1).length;
    ctx.print(
      `${received.size} of ${expected} habits reminded in ${seconds.toFixed(1)} s; ` +
        `${once} exactly once, ${twice} more than once, ${undecryptable} undecryptable`,
    );
    const exact = once === expected && twice === 0 && undecryptable === 0;
    ctx.target({
      id: 'push.postgres.10k-reminders',
      case: `PostgreSQL: ${expected} habit reminders (${PEOPLE} people, 2 instances) sent, seconds after their time`,
      figure: { value: Number(seconds.toFixed(1)), unit: 's' },
      goal: { of: 'figure', op: '<', value: exact ? LIMIT_S : 0, unit: 's' },
      note: exact
        ? 'each exactly once (decrypted)'
        : `NOT exactly once: ${once} once, ${twice} more`,
    });
    return { people: PEOPLE, habits: expected, seconds, once, twice, undecryptable };
  } finally {
    sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    unregister();
    await bench.dispose();
  }
}

export const pushBenchmark: Benchmark = {
  name: 'push',
  summary:
    '10,000 due habit reminders for 2,000 people sent by web push through two instances on PostgreSQL, each exactly once',
  run,
};
