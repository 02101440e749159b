import { CircleCheck, Trophy } from 'lucide-react';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { ProgressBar } from '../../../components/progress-bar';
import { Skeleton } from '../../../components/skeleton';
import { formatDay, SHORT_DAY } from '../../../lib/day-format';
import {
  selectGamification,
  useGamificationDispatch,
  useGamificationSelector,
} from '../gamification-hooks';
import { GAMIFICATION_TEXTS } from '../gamification-texts';
import { fetchStats } from '../gamification-thunks';

/** This week's challenge and how far the person has got. */
export function WeeklyChallengeCard() {
  const dispatch = useGamificationDispatch();
  const { weeklyChallenge: challenge, status, error } = useGamificationSelector(selectGamification);

  if (!challenge) {
    return (
      <Panel title={GAMIFICATION_TEXTS.weeklyChallenge}>
        {status === 'failed' ? (
          <div className="space-y-3 text-sm text-slate-600">
            <p>{error ?? GAMIFICATION_TEXTS.challengeUnavailable}</p>
            <Button variant="secondary" size="sm" onClick={() => void dispatch(fetchStats())}>
              {GAMIFICATION_TEXTS.retry}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        )}
      </Panel>
    );
  }

  const ends = formatDay(challenge.endsOn, SHORT_DAY);
  return (
    <Panel
      title={GAMIFICATION_TEXTS.weeklyChallenge}
      action={
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
          <Trophy aria-hidden="true" className="size-3.5" />
          {GAMIFICATION_TEXTS.challengeReward(challenge.reward)}
        </span>
      }
    >
      <p className="font-semibold text-slate-900">{challenge.title}</p>
      <p className="mt-1 text-sm text-slate-600">{challenge.description}</p>
      <div className="mt-4 space-y-2">
        <ProgressBar
          value={challenge.progress}
          max={challenge.target}
          label={GAMIFICATION_TEXTS.weeklyChallenge}
          barClassName="bg-gradient-to-r from-amber-400 to-orange-500"
        />
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="font-medium text-slate-700">
            {GAMIFICATION_TEXTS.challengeProgress(
              // Habit-days past the target still count, but "22 of 15" reads like an error.
              Math.min(challenge.progress, challenge.target),
              challenge.target,
            )}
          </span>
          {challenge.completed ? (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
              <CircleCheck aria-hidden="true" className="size-4" />
              {GAMIFICATION_TEXTS.challengeDone}
            </span>
          ) : (
            <span>{GAMIFICATION_TEXTS.challengeEnds(ends)}</span>
          )}
        </div>
      </div>
    </Panel>
  );
}
