/**
 * bench/before.json: the figures from before the performance work, for the before/after table.
 * Two sources: figures measured elsewhere and written in by hand (`field`: one text per target
 * id), and a run of this benchmark on the commit before the work (`machine`: its target lines,
 * written by bench/save-before.ts). Kept beside the code (bench/results/ is git-ignored).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { TargetLine } from './targets.js';

export const BEFORE_FILE = new URL('../before.json', import.meta.url);

export interface BeforeFile {
  field?: {
    /** How and where they were measured, as the column header says it. */
    label: string;
    cells: Record<string, string>;
  };
  machine?: {
    label: string;
    date: string;
    machine: unknown;
    lines: TargetLine[];
  };
}

export function readBefore(): BeforeFile | null {
  if (!existsSync(BEFORE_FILE)) return null;
  return JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as BeforeFile;
}
