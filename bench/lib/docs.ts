/**
 * Writes the run's targets into docs/benchmarks.md, between two marker comments, so the next full
 * run replaces its own section and leaves the rest of the file (the Load section) alone. A file
 * without the markers gets the section inserted before its first "## " heading after the title.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { BeforeFile } from './before.js';
import { markdownTable } from './table.js';
import {
  formatFigure,
  formatRatio,
  skipReasons,
  SUMMARY_HEADERS,
  summaryRow,
  tally,
  type TargetLine,
} from './targets.js';

export const DOCS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const START = '<!-- bench:performance:start -->';
const END = '<!-- bench:performance:end -->';

export interface RunRecord {
  date: Date;
  durationSeconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    platform: string;
    node: string;
    loadAverage: number[];
    loadAverageAtEnd: number[];
  };
  settings: { seconds: number; warmupSeconds: number };
  commit: string;
  notes: string[];
  targets: TargetLine[];
}

const dateText = (date: Date) =>
  `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}, ` +
  `${date.toISOString().slice(11, 16)} UTC`;

/** A before/after cell: the figure, and the ratio to its ceiling when it has one. */
export function figureCell(line: TargetLine | undefined): string {
  if (!line || line.verdict === 'SKIP' || !line.figure) return '—';
  const ratio = line.ratio === null ? '' : ` · ${formatRatio(line.ratio)}`;
  return `${formatFigure(line.figure)}${ratio}`;
}

function beforeAfter(run: RunRecord, before: BeforeFile | null): string[] {
  const machine = new Map((before?.machine?.lines ?? []).map((l) => [l.id, l]));
  const field = before?.field?.cells ?? {};
  const headers = [
    'Case',
    `Before: ${before?.field?.label ?? 'outside measurement'}`,
    `Before: ${before?.machine?.label ?? 'this machine'}`,
    `After: this run`,
  ];
  const rows = run.targets.map((line) => [
    line.case,
    field[line.id] ?? '—',
    figureCell(machine.get(line.id)),
    figureCell(line),
  ]);
  return markdownTable(headers, rows);
}

export function performanceSection(run: RunRecord, before: BeforeFile | null): string {
  const m = run.machine;
  const counts = tally(run.targets);
  const minutes = Math.floor(run.durationSeconds / 60);
  const seconds = Math.round(run.durationSeconds % 60);
  const lines = [
    START,
    '<!-- Written by `npm run bench` (bench/lib/docs.ts); the next full run replaces everything between these markers. -->',
    '',
    '## Performance targets (`npm run bench`)',
    '',
    'Every performance target beside its ceiling, measured in one run: an endpoint beside a bare',
    'Fastify route serving the same reply, the check-in beside pgbench replaying its SQL, PGlite',
    'beside PostgreSQL, the web app beside its byte budget. How each figure is made:',
    '`bench/README.md`. The machine is shared and noisy, so compare ratios within a run, and runs',
    'only on the same machine.',
    '',
    `### Run of ${dateText(run.date)}`,
    '',
    `- **Machine:** ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.platform}; Node ${m.node}; ` +
      `load average ${m.loadAverage.join(' ')} at the start, ${m.loadAverageAtEnd.join(' ')} at the end.`,
    `- **Command:** \`npm run bench\` (BENCH_SECONDS=${run.settings.seconds}, ` +
      `BENCH_WARMUP_SECONDS=${run.settings.warmupSeconds}), ${minutes} min ${seconds} s, on ${run.commit}.`,
    `- **Result:** ${counts.PASS} pass, ${counts.FAIL} fail, ${counts.info} shown for context ` +
      `(no target of their own), ${counts.SKIP} not measured.`,
    ...run.notes.map((note) => `- ${note}`),
    '',
    ...markdownTable(SUMMARY_HEADERS, run.targets.map(summaryRow), { rightAligned: [1, 3] }),
    '',
    ...skipReasons(run.targets).map((reason) => `- ${reason}`),
    ...(skipReasons(run.targets).length > 0 ? [''] : []),
    '### Before and after',
    '',
    'Figure · ratio to its ceiling. The outside figures were measured elsewhere with their own',
    'ceilings (a bare route serving the same object, at the connections they state), so compare',
    'their ratios, not their figures, with the columns measured here. The "this machine" column is',
    'this benchmark run on the commit before the work (`bench/before.json`).',
    '',
    ...beforeAfter(run, before),
    '',
    END,
  ];
  return lines.join('\n');
}

/** Replaces (or inserts) the section and formats the file as `npm run format` would. */
export async function writePerformanceSection(section: string): Promise<void> {
  const current = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, 'utf8') : '# Benchmarks\n';
  let next: string;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start !== -1 && end > start) {
    next = `${current.slice(0, start)}${section}${current.slice(end + END.length)}`;
  } else {
    const firstSection = current.search(/^## /m);
    next =
      firstSection === -1
        ? `${current.trimEnd()}\n\n${section}\n`
        : `${current.slice(0, firstSection)}${section}\n\n${current.slice(firstSection)}`;
  }
  const options = (await prettier.resolveConfig(DOCS_FILE)) ?? {};
  writeFileSync(DOCS_FILE, await prettier.format(next, { ...options, filepath: DOCS_FILE }));
}
