import type { Coaching } from '@streakwise/shared';
import { CircleCheck, Footprints, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import type { RemoteState } from '../../../lib/server-api';
import { PREMIUM_TEXTS } from '../premium-texts';
import { LoadingRegion } from './loading-region';
import { TabErrorState } from './tab-error-state';

interface Part {
  label: string;
  text: string;
  icon: LucideIcon;
  classes: string;
}

/** The note's parts in reading order; the same tones as the insights list. */
function partsOf(note: Coaching): Part[] {
  return [
    {
      label: PREMIUM_TEXTS.coachWentWell,
      text: note.wentWell,
      icon: CircleCheck,
      classes: 'bg-emerald-100 text-emerald-700',
    },
    ...(note.slipped
      ? [
          {
            label: PREMIUM_TEXTS.coachSlipped(note.slipped.habitName),
            text: note.slipped.why,
            icon: TriangleAlert,
            classes: 'bg-amber-100 text-amber-700',
          },
        ]
      : []),
    {
      label: PREMIUM_TEXTS.coachNextStep,
      text: note.nextStep,
      icon: Footprints,
      classes: 'bg-indigo-100 text-indigo-700',
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
          {partsOf(state.data).map(({ label, text, icon: Icon, classes }) => (
            <li key={label} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${classes}`}
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{label}</p>
                <p className="mt-0.5 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
