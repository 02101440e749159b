import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { Notice } from '../../../components/notice';
import type { DashboardRootState } from '../habits-types';
import type { OfflineRootState } from './offline-slice';
import { OFFLINE_TEXTS } from './offline-texts';
import { dismissRefusal } from './offline-thunks';

type State = DashboardRootState & OfflineRootState;

/**
 * The dashboard's word on the network: offline, it says the list is the one last seen and how
 * much waits to be sent; any change the server refused stays here, with its reason, until read.
 */
export function OfflineBanner() {
  const dispatch = useDispatch<ThunkDispatch<State, unknown, UnknownAction>>();
  const { isOffline, fromSnapshot, queued, refused } = useSelector((state: State) => state.offline);
  return (
    <>
      {(isOffline || fromSnapshot || queued.length > 0) && (
        <Notice tone="warning" role="status">
          {(isOffline || fromSnapshot) && (
            <p className="font-semibold">{OFFLINE_TEXTS.showingSnapshot}</p>
          )}
          {queued.length > 0 && (
            <p>
              {OFFLINE_TEXTS.waiting(queued.length)} {OFFLINE_TEXTS.sendsLater}
            </p>
          )}
        </Notice>
      )}
      {refused.length > 0 && (
        <Notice tone="error" role="alert">
          <p className="font-semibold">{OFFLINE_TEXTS.refusedTitle}</p>
          <ul className="space-y-2" data-refused="">
            {refused.map((entry) => (
              <li key={entry.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {OFFLINE_TEXTS.refusedItem(entry.habitName, entry.date, entry.kind)}:{' '}
                  {entry.reason}
                </span>
                <button
                  type="button"
                  className="rounded-md px-2 py-1 font-semibold underline hover:bg-red-100"
                  onClick={() => void dispatch(dismissRefusal(entry.key))}
                >
                  {OFFLINE_TEXTS.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
