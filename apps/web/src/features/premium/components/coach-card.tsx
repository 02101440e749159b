import type { Coaching, Insight } from '@streakwise/shared';
import { CircleCheck, Footprints, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import type { RemoteState } from '../../../lib/server-api';
import { PREMIUM_TEXTS } from '../premium-texts';
import { LoadingRegion } from './loading-region';
import { NoteItem } from './note-item';
import { TabErrorState } from './tab-error-state';

interface Part {
  label: string;
  text: string;
  icon: LucideIcon;
  tone: Insight['type'];
}

/** The note's parts in reading order; the same tones as the insights list. */
function partsOf(note: Coaching): Part[] {
  return [
    {
      label: PREMIUM_TEXTS.coachWentWell,
      text: note.wentWell,
      icon: CircleCheck,
      tone: 'success',
    },
    ...(note.slipped
      ? [
          {
            label: PREMIUM_TEXTS.coachSlipped(note.slipped.habitName),
            text: note.slipped.why,
            icon: TriangleAlert,
            tone: 'warning' as const,
          },
        ]
      : []),
    {
      label: PREMIUM_TEXTS.coachNextStep,
      text: note.nextStep,
      icon: Footprints,
      tone: 'info',
    },
  ];
}

/**
 * "Your coach" at the top of Analytics (GET /api/premium/coaching, docs/decisions/039-coaching.md):
 * what went well, the habit that slipped and why, and one next step, for the period shown.
 */
export function CoachCard({
  state,
  onRetry,
}: {
  state: RemoteState<Coaching>;
  onRetry: () => void;
}) {
  const subtitle =
    state.status === 'success'
      ? state.data.source === 'ai'
        ? PREMIUM_TEXTS.coachByAi
        : PREMIUM_TEXTS.coachByRules
      : undefined;
  return (
    <Panel title={PREMIUM_TEXTS.coachTitle} subtitle={subtitle}>
      {state.status === 'loading' && (
        <LoadingRegion label={PREMIUM_TEXTS.loadingCoach}>
          <div className="space-y-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        </LoadingRegion>
      )}
      {state.status === 'error' && (
        <TabErrorState
          title={PREMIUM_TEXTS.loadCoachFailed}
          error={state.error}
          fallback={PREMIUM_TEXTS.loadCoachFailed}
          onRetry={onRetry}
        />
      )}
      {state.status === 'success' && (
        <ul className="space-y-4">
          {partsOf(state.data).map(({ label, text, icon, tone }) => (
            <NoteItem key={label} icon={icon} tone={tone} title={label} text={text} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
