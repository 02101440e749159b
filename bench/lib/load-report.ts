import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import type {
  EndpointSummary,
  LoadDriver,
  Recorder,
  SimUser,
  Verification,
} from '../../apps/server/src/test/load-driver/index.js';
import { ms, n } from './load-settings.js';
import { formatTable } from './table.js';

/* What `npm run load` (bench/load.ts) prints: the endpoint table and the read-back checks. */

export function endpointTable(summaries: EndpointSummary[], seconds?: number): string[] {
  const rows = summaries.map((s) => {
    const statuses = Object.entries(s.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return [
      s.endpoint,
      n(s.requests),
      ...(seconds ? [n(Math.round(s.requests / seconds))] : []),
      n(s.ok),
      n(s.clientErrors),
      n(s.serverErrors),
      n(s.networkErrors),
      ms(s.p50Ms),
      ms(s.p99Ms),
      statuses,
    ];
  });
  if (seconds) {
    const requests = summaries.reduce((sum, s) => sum + s.requests, 0);
    const total = (pick: (s: EndpointSummary) => number) =>
      n(summaries.reduce((sum, s) => sum + pick(s), 0));
    rows.push([
      'all',
      n(requests),
      n(Math.round(requests / seconds)),
      total((s) => s.ok),
      total((s) => s.clientErrors),
      total((s) => s.serverErrors),
      total((s) => s.networkErrors),
      '',
      '',
      '',
    ]);
  }
  const headers = [
    'endpoint',
    'requests',
    ...(seconds ? ['req/s'] : []),
    '2xx',
    '4xx',
    '5xx',
    'net err',
    'p50 ms',
    'p99 ms',
    'statuses',
  ];
  return formatTable(headers, rows);
}

export function verificationLines(
  label: string,
  report: Verification,
  acknowledged: string,
): string[] {
  const lines = [
    `${label}: ${n(report.users)} users, ${n(report.habitDays)} habit-days, ${acknowledged}`,
    `  lost check-ins: ${n(report.lostCheckIns)}`,
    `  units stored beyond what was acknowledged: ${n(report.extraUnits)}`,
    `  users whose points ≠ their acknowledged replies: ${n(report.pointsMismatches)}` +
      (report.usersInDoubt ? ` (${n(report.usersInDoubt)} not checkable: a request in doubt)` : ''),
  ];
  if (report.ledgerMismatches !== undefined)
    lines.push(`  users whose points ≠ the sum of their ledger: ${n(report.ledgerMismatches)}`);
  if (report.liveCheckInMismatches !== undefined)
    lines.push(
      `  habit-days whose count ≠ their live check-ins: ${n(report.liveCheckInMismatches)}`,
    );
  for (const problem of report.problems) lines.push(`  ! ${problem}`);
  return lines;
}

export function failureCount(recorder: Recorder): number {
  return recorder.summaries().reduce((sum, s) => sum + s.serverErrors + s.networkErrors, 0);
}

export async function sqlCheck(
  target: Parameters<typeof openDatabase>[0],
  driver: LoadDriver,
  users: SimUser[],
): Promise<Verification> {
  const database: Database = await openDatabase(target);
  try {
    return await driver.verifyWithSql(database.db, users);
  } finally {
    await database.close();
  }
}
