/**
 * Performance targets: each one a figure, what it is compared with (its ceiling), the ratio of the
 * two and the goal. Benchmarks record them through `ctx.target`; the runner prints them as they
 * come and again as one summary, and writes them to docs/benchmarks.md.
 */
import { formatTable } from './table.js';

export type Unit = 'req/s' | 'tps' | 'ms' | 's' | 'KiB' | 'MB' | 'score' | '×';

export interface Figure {
  value: number;
  unit: Unit;
}

export interface Goal {
  /** Whether the goal is about the figure itself or about the ratio to the ceiling. */
  of: 'figure' | 'ratio';
  op: '≥' | '≤' | '<';
  value: number;
  /** The figure's unit, so the goal reads right even when nothing was measured. */
  unit?: Unit;
}

export interface TargetInput {
  /** Stable across runs and commits: pairs a line with its "before" (bench/before.json). */
  id: string;
  case: string;
  /** Null when the target could not be measured (`skipped` says why). */
  figure: Figure | null;
  ceiling?: Figure & { label: string };
  /** When the ratio is not simply figure ÷ ceiling (a ratio of ratios, say). */
  ratio?: number;
  /** Null: shown beside its ceiling for context, with no goal of its own. */
  goal: Goal | null;
  /** A short remark printed with the line (latency, reply size, …). */
  note?: string;
  skipped?: string;
}

export type Verdict = 'PASS' | 'FAIL' | 'info' | 'SKIP';

export interface TargetLine extends Omit<TargetInput, 'ratio'> {
  ratio: number | null;
  verdict: Verdict;
}

const en = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatFigure(figure: Figure | null | undefined): string {
  if (!figure) return '—';
  const { value, unit } = figure;
  switch (unit) {
    case 'req/s':
    case 'tps':
      return `${en(value, value < 100 ? 1 : 0)} ${unit}`;
    case 'ms':
      return `${en(value, value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
    case 's':
      return `${en(value, 2)} s`;
    case 'KiB':
      return `${en(value, 1)} KiB`;
    case 'MB':
      return `${en(value, 0)} MB`;
    case 'score':
      return en(value, 0);
    case '×':
      return formatRatio(value);
  }
}

export function formatRatio(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  // Two significant digits below 0.1, where most of the API's ratios start.
  return `${ratio < 0.1 ? ratio.toPrecision(2) : ratio.toFixed(2)}×`;
}

export function formatGoal(goal: Goal | null, figureUnit?: Unit): string {
  if (!goal) return '—';
  if (goal.of === 'ratio') return `ratio ${goal.op} ${goal.value.toFixed(2)}`;
  const unit = goal.unit ?? figureUnit;
  const value = unit ? formatFigure({ value: goal.value, unit }) : String(goal.value);
  return `${goal.op} ${value}`;
}

function meets(actual: number, goal: Goal): boolean {
  if (goal.op === '≥') return actual >= goal.value;
  if (goal.op === '≤') return actual <= goal.value;
  return actual < goal.value;
}

/** The ratio and the verdict of a recorded target. */
export function evaluate(input: TargetInput): TargetLine {
  const ratio =
    input.ratio ??
    (input.figure && input.ceiling && input.ceiling.value > 0
      ? input.figure.value / input.ceiling.value
      : null);
  let verdict: Verdict;
  if (input.skipped || !input.figure) verdict = 'SKIP';
  else if (!input.goal) verdict = 'info';
  else {
    const actual = input.goal.of === 'ratio' ? ratio : input.figure.value;
    verdict = actual !== null && meets(actual, input.goal) ? 'PASS' : 'FAIL';
  }
  return { ...input, ratio, verdict };
}

function ceilingText(line: TargetLine): string {
  if (!line.ceiling) return '—';
  return `${formatFigure(line.ceiling)} (${line.ceiling.label})`;
}

/** One line, as printed when the target is recorded. */
export function describe(line: TargetLine): string {
  const head = `${line.verdict.padEnd(4)}  ${line.case}`;
  if (line.verdict === 'SKIP') return `${head}: not measured (${line.skipped ?? 'no figure'})`;
  const parts = [`${head}: ${formatFigure(line.figure)}`];
  if (line.ceiling) parts.push(`vs ${ceilingText(line)}`);
  if (line.ratio !== null) parts.push(`ratio ${formatRatio(line.ratio)}`);
  parts.push(`target ${formatGoal(line.goal, line.figure?.unit)}`);
  return parts.join(', ') + (line.note ? `; ${line.note}` : '');
}

export const SUMMARY_HEADERS = ['target', 'figure', 'ceiling', 'ratio', 'goal', 'result'];

export function summaryRow(line: TargetLine): string[] {
  return [
    line.case,
    line.verdict === 'SKIP' ? 'not measured' : formatFigure(line.figure),
    ceilingText(line),
    formatRatio(line.ratio),
    formatGoal(line.goal, line.figure?.unit),
    line.verdict,
  ];
}

/** The summary table: one row per target, in the order they were recorded. */
export function summaryTable(lines: TargetLine[]): string[] {
  return formatTable(SUMMARY_HEADERS, lines.map(summaryRow), { rightAligned: [1, 3] });
}

/** Why each unmeasured target was not measured, one line each (the table has no room). */
export function skipReasons(lines: TargetLine[]): string[] {
  return lines
    .filter((line) => line.verdict === 'SKIP')
    .map((line) => `${line.case}: not measured, ${line.skipped ?? 'no figure'}`);
}

export function tally(lines: TargetLine[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { PASS: 0, FAIL: 0, info: 0, SKIP: 0 };
  for (const line of lines) counts[line.verdict] += 1;
  return counts;
}
