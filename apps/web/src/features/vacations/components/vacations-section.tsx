import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPending } from '../../../components/list-pending';
import { ListHeading } from '../../../components/list-heading';
import { Panel } from '../../../components/panel';
import { remoteState } from '../../../lib/server-api';
import { useConfirmTarget } from '../../../lib/use-confirm-target';
import { useVacationsPageQuery } from '../api/vacations-api';
import { useVacationActions } from '../hooks/use-vacation-actions';
import { arrangeVacations, formatRange, type ListedVacation } from '../model/vacation-list';
import { useAccountToday } from '../vacations-hooks';
import { VACATIONS_TEXTS as T } from '../vacations-texts';
import { VacationForm } from './vacation-form';
import { VacationRow } from './vacation-row';

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
  const end = useConfirmTarget((item: ListedVacation) => remove(item.vacation, item.phase));
  const ending = end.target;
  const heading = useRef<HTMLHeadingElement>(null);

  const range = ending ? formatRange(ending.vacation.from, ending.vacation.to) : '';
  const isCurrent = ending?.phase === 'current';

  return (
    <div id="vacations" className="scroll-mt-24">
      <Panel title={T.title} subtitle={T.subtitle}>
        <div className="space-y-6">
          <div>
            <ListHeading ref={heading}>{T.yours}</ListHeading>
            <ListPending
              state={state}
              loading={T.loading}
              failed={T.loadFailed}
              retryLabel={T.retry}
              onRetry={() => void query.refetch()}
            />
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
                      onEnd={end.ask}
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
        onConfirm={() => void end.confirm()}
        onCancel={end.cancel}
        isBusy={end.isBusy}
        fallbackFocus={heading}
      >
        {isCurrent ? T.endBody(range) : T.cancelBody(range)}
      </ConfirmDialog>
    </div>
  );
}
