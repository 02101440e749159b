import type { Insight } from '@streakwise/shared';
import { CircleCheck, Lightbulb, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { PREMIUM_TEXTS } from '../premium-texts';

// NOTE: the server's `icon` is an emoji; the type picks a drawn icon, which every machine shows.
const TONES: Record<Insight['type'], { icon: LucideIcon; classes: string }> = {
  success: { icon: CircleCheck, classes: 'bg-emerald-100 text-emerald-700' },
  warning: { icon: TriangleAlert, classes: 'bg-amber-100 text-amber-700' },
  info: { icon: Lightbulb, classes: 'bg-indigo-100 text-indigo-700' },
};

export function InsightsList({ insights }: { insights: Insight[] }) {
  return (
    <Panel title={PREMIUM_TEXTS.insightsTitle}>
      <ul className="space-y-4">
        {insights.map((insight) => {
          const { icon: Icon, classes } = TONES[insight.type];
          return (
            <li key={`${insight.type}-${insight.title}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${classes}`}
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{insight.title}</p>
                <p className="mt-0.5 text-sm text-slate-600">{insight.message}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
