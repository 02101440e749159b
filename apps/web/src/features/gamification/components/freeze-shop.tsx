import { FREEZE_MIN_STREAK } from '@streakwise/shared';
import { Info, Snowflake } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import {
  selectGamification,
  useGamificationDispatch,
  useGamificationSelector,
} from '../gamification-hooks';
import { GAMIFICATION_TEXTS as T } from '../gamification-texts';
import { fetchStats } from '../gamification-thunks';
import { useBuyFreeze } from '../use-buy-freeze';

/** One token per freeze a person may hold, lit for those held: the count at a glance. */
function FreezeTokens({ held, max }: { held: number; max: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1.5">
      {Array.from({ length: max }, (_, index) => (
        <span
          key={index}
          data-held={index < held}
          className={`flex size-9 items-center justify-center rounded-full ${
            index < held
              ? 'bg-gradient-to-br from-sky-400 to-indigo-500 text-white shadow-sm shadow-sky-200'
              : 'border border-dashed border-slate-300 bg-slate-50 text-slate-400'
          }`}
        >
          <Snowflake className="size-4.5" />
        </span>
      ))}
    </span>
  );
}

/**
 * Streak freezes: how many are held and a button to buy one with points
 * (docs/decisions/017-fair-streaks.md). When it cannot buy, the button says why beside it.
 */
export function FreezeShop() {
  const dispatch = useGamificationDispatch();
  const { freezes, points, status, error } = useGamificationSelector(selectGamification);
  const { isBuying, buy } = useBuyFreeze();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  if (!freezes) {
    return (
      <Panel title={T.freezes}>
        {status === 'failed' ? (
          <div className="space-y-3 text-sm text-slate-600">
            <p>{error ?? T.freezesUnavailable}</p>
            <Button variant="secondary" size="sm" onClick={() => void dispatch(fetchStats())}>
              {T.retry}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </Panel>
    );
  }

  const { held, max, price } = freezes;
  const reason =
    held >= max ? T.freezeAtLimit : (points ?? 0) < price ? T.freezeNeedsPoints(price) : null;

  return (
    <Panel
      title={T.freezes}
      subtitle={T.freezesHeld(held, max)}
      action={
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
          <Snowflake aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{T.freezePriceLabel}: </span>
          {T.freezePrice(price)}
        </span>
      }
    >
      <div className="flex items-start gap-4">
        <FreezeTokens held={held} max={max} />
        <p className="min-w-0 flex-1 text-sm text-slate-600">
          {T.freezeExplainer(FREEZE_MIN_STREAK)}
        </p>
      </div>
      <div className="mt-4 space-y-2">
        <Button
          variant="secondary"
          fullWidth
          onClick={() => setConfirming(true)}
          isLoading={isBuying}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {!isBuying && <Snowflake aria-hidden="true" className="size-4 text-sky-600" />}
          {T.buyFreeze(price)}
        </Button>
        {reason && (
          <p id={reasonId} className="flex items-center gap-1.5 text-xs text-slate-600">
            <Info aria-hidden="true" className="size-3.5 shrink-0" />
            {reason}
          </p>
        )}
      </div>
      {/* Points are spent at once and not given back: the person says yes first. */}
      <ConfirmDialog
        open={confirming}
        title={T.confirmFreezeTitle}
        confirmLabel={T.confirmFreeze(price)}
        cancelLabel={T.cancel}
        tone="primary"
        onConfirm={() => {
          setConfirming(false);
          buy();
        }}
        onCancel={() => setConfirming(false)}
      >
        {T.confirmFreezeBody(price, points ?? 0)}
      </ConfirmDialog>
    </Panel>
  );
}
