import { ShieldCheck } from 'lucide-react';
import { HABITS_TEXTS } from '../habits-texts';
import type { HeatLevel } from '../model/heat-map';

export const HEAT_SHADES: Record<HeatLevel, string> = {
  // NOTE: the day numbers are text on these backgrounds: every pair keeps 4.5:1 contrast (WCAG AA).
  0: 'bg-slate-100 text-slate-600',
  1: 'bg-indigo-200 text-indigo-900',
  2: 'bg-indigo-400 text-indigo-950',
  3: 'bg-indigo-700 text-white',
};

const LEVELS: { level: HeatLevel; label: string }[] = [
  { level: 0, label: '0' },
  { level: 1, label: '1' },
  { level: 2, label: '2' },
  { level: 3, label: '3+' },
];

export function HeatMapLegend() {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-600">
      <span className="font-medium">{HABITS_TEXTS.legendTitle}:</span>
      <ul className="flex items-center gap-3">
        {LEVELS.map(({ level, label }) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-4 rounded ${HEAT_SHADES[level]}`} />
            {label}
          </li>
        ))}
      </ul>
      <span
        className="flex items-center gap-1.5 border-l border-slate-200 pl-3"
        title={`${HABITS_TEXTS.legendProtected}: ${HABITS_TEXTS.legendProtectedDetail}`}
        data-legend="protected"
      >
        <span
          aria-hidden="true"
          className={`flex size-4 items-center justify-center rounded ${HEAT_SHADES[0]}`}
        >
          <ShieldCheck strokeWidth={2.5} className="size-3" />
        </span>
        {HABITS_TEXTS.legendProtected}
        <span className="sr-only">: {HABITS_TEXTS.legendProtectedDetail}</span>
      </span>
    </div>
  );
}
