import type { Recommendation } from '@streakwise/shared';
import { ArrowRight } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { PREMIUM_TEXTS } from '../premium-texts';

const PRIORITY_TONES: Record<Recommendation['priority'], string> = {
  high: 'bg-rose-50 text-rose-700 ring-rose-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function RecommendationsList({ items }: { items: Recommendation[] }) {
  return (
    <Panel title={PREMIUM_TEXTS.recommendationsTitle}>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{item.title}</p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PRIORITY_TONES[item.priority]}`}
              >
                {PREMIUM_TEXTS.priorityNames[item.priority]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{item.description}</p>
            <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-indigo-700">
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              {item.action}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
