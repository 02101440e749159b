import { MESSAGES } from '@streakwise/shared';
import { RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Notice } from '../../../components/notice';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { remoteState } from '../../../lib/server-api';
import { useVacationsPageQuery } from '../api/vacations-api';
import { useVacationActions } from '../hooks/use-vacation-actions';
import { arrangeVacations, formatRange, type ListedVacation } from '../model/vacation-list';
import { useAccountToday } from '../vacations-hooks';
import { VACATIONS_TEXTS as T } from '../vacations-texts';
import { VacationForm } from './vacation-form';
import { VacationRow } from './vacation-row';

function VacationsLoading() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * Vacations, for the settings page (its anchor is #vacations): the planned, current and past
 * ones, each current or coming one with a way to call it off, and a form to plan another
 * (docs/decisions/017-fair-streaks.md).
 */
export function VacationsSection() {
  const query = useVacationsPageQuery();
  const state = remoteState(query);
  const { create, remove } = useVacationActions();
  const today = useAccountToday();
  const [ending, setEnding] = useState<ListedVacation | null>(null);
  const [isEnding, setIsEnding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmEnd = async () => {
    if (!ending) return;
    setIsEnding(true);
    const gone = await remove(ending.vacation, ending.phase);
    setIsEnding(false);
    if (gone) setEnding(null);
  };

  const range = ending ? formatRange(ending.vacation.from, ending.vacation.to) : '';
  const isCurrent = ending?.phase === 'current';

  return (
    <div id="vacations" className="scroll-mt-24">
      <Panel title={T.title} subtitle={T.subtitle}>
        <div className="space-y-6">
          <div>
            <h3
              ref={heading}
              tabIndex={-1}
              className="mb-1 text-sm font-medium text-slate-600 focus:outline-none"
            >
              {T.yours}
            </h3>
            {state.status === 'loading' && <VacationsLoading />}
            {state.status === 'error' && (
              <Notice tone="error" role="alert">
                <p>{errorMessage(state.error, T.loadFailed, MESSAGES.networkError)}</p>
                <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  {T.retry}
                </Button>
              </Notice>
            )}
            {state.status === 'success' &&
              (state.data.vacations.length === 0 ? (
                <p className="py-2 text-sm text-slate-500">{T.none}</p>
              ) : (
                <ul aria-label={T.yours} className="divide-y divide-slate-100">
                  {arrangeVacations(state.data.vacations, today).map((item) => (
                    <VacationRow
                      key={item.vacation._id}
                      item={item}
                      habits={state.data.habits}
                      onEnd={setEnding}
                    />
                  ))}
                </ul>
              ))}
          </div>
          {state.status === 'success' && (
            <div className="border-t border-slate-100 pt-5">
              <VacationForm habits={state.data.habits} today={today} onSubmit={create} />
            </div>
          )}
        </div>
      </Panel>
      <ConfirmDialog
        open={ending !== null}
        title={isCurrent ? T.endTitle : T.cancelTitle}
        confirmLabel={isCurrent ? T.endConfirm : T.cancelConfirm}
        cancelLabel={T.keep}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
        isBusy={isEnding}
        fallbackFocus={heading}
      >
        {isCurrent ? T.endBody(range) : T.cancelBody(range)}
      </ConfirmDialog>
    </div>
  );
}
