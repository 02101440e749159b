import type { Insight } from '@streakwise/shared';
import { CircleCheck, Lightbulb, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { PREMIUM_TEXTS } from '../premium-texts';
import { NoteItem } from './note-item';

// NOTE: the server's `icon` is an emoji; the type picks a drawn icon, which every machine shows.
const ICONS: Record<Insight['type'], LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  info: Lightbulb,
};

export function InsightsList({ insights }: { insights: Insight[] }) {
  return (
    <Panel title={PREMIUM_TEXTS.insightsTitle}>
      <ul className="space-y-4">
        {insights.map((insight) => (
          <NoteItem
            key={`${insight.type}-${insight.title}`}
            icon={ICONS[insight.type]}
            tone={insight.type}
            title={insight.title}
            text={insight.message}
          />
        ))}
      </ul>
    </Panel>
  );
}
