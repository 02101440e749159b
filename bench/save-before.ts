/**
 * Keeps runs as the "before" of the before/after table: their target lines go into
 * bench/before.json (`machine`), beside the hand-written outside figures (`field`), which stay as
 * they are. Given several runs, each line keeps the median of its figure, ceiling and ratio (the
 * machine is noisy), and its verdict is worked out again from them.
 *
 *   npx node --conditions=source --import tsx bench/save-before.ts "<column label>" <results.json>...
 *
 * A results file is a run's bench/results/latest.json, typically of a worktree on the commit
 * before the work (see bench/README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { BEFORE_FILE, readBefore, type BeforeFile } from './lib/before.js';
import { evaluate, type TargetLine } from './lib/targets.js';

interface Results {
  date: string;
  machine: unknown;
  targets?: TargetLine[];
}

const [label, ...files] = process.argv.slice(2);
if (!label || files.length === 0) {
  console.error('usage: bench/save-before.ts "<column label>" <results.json>...');
  process.exit(2);
}
const runs = files.map((file) => {
  const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
  if (!results.targets?.length) {
    console.error(`${file} holds no target lines (a run of an older bench?)`);
    process.exit(1);
  }
  return results;
});

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median line of one target over the runs that measured it. */
function combine(id: string): TargetLine {
  const lines = runs.flatMap((r) => r.targets ?? []).filter((l) => l.id === id);
  const measured = lines.filter((l) => l.verdict !== 'SKIP' && l.figure);
  const first = measured[0] ?? lines[0];
  if (!first || measured.length === 0 || !first.figure) return first as TargetLine;
  const figure = median(measured.flatMap((l) => (l.figure ? [l.figure.value] : [])));
  const ceiling = median(measured.flatMap((l) => (l.ceiling ? [l.ceiling.value] : [])));
  const ratio = median(measured.flatMap((l) => (l.ratio === null ? [] : [l.ratio])));
  const { ratio: _ratio, verdict: _verdict, ...input } = first;
  return evaluate({
    ...input,
    figure: { ...first.figure, value: figure ?? first.figure.value },
    ...(first.ceiling && ceiling !== undefined
      ? { ceiling: { ...first.ceiling, value: ceiling } }
      : {}),
    ...(ratio !== undefined ? { ratio } : {}),
    note: `median of ${measured.length} run${measured.length === 1 ? '' : 's'}`,
  });
}

const ids = [...new Set(runs.flatMap((r) => (r.targets ?? []).map((l) => l.id)))];
const before: BeforeFile = {
  ...readBefore(),
  machine: {
    label,
    date: runs.map((r) => r.date).join(', '),
    machine: runs[0]?.machine,
    lines: ids.map(combine),
  },
};
// Formatted as `npm run format` would, so a check of the formatting stays green.
const file = fileURLToPath(BEFORE_FILE);
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(JSON.stringify(before), { ...options, filepath: file }));
process.stdout.write(`bench/before.json: ${ids.length} lines, the median of ${runs.length} runs\n`);
