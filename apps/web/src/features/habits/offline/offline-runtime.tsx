import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loadUser, offlineUserRestored } from '../../auth';
import { fetchBadges, fetchStats } from '../../gamification';
import { fetchHabits } from '../habits-thunks';
import type { DashboardRootState } from '../habits-types';
import { snapshotRestored } from './offline-actions';
import { readOutbox } from './offline-queue';
import { networkChanged, serverReached, type OfflineRootState } from './offline-slice';
import { syncOutbox } from './offline-thunks';
import { clearOfflineData, readSnapshot, saveSnapshot } from './outbox';

type State = DashboardRootState & OfflineRootState;

/** How often a waiting queue, or a list from storage, tries the server again. */
const RETRY_MS = 30_000;
type Dispatch = ThunkDispatch<State, unknown, UnknownAction>;

/** Back online after an offline start: who the person is now, and the server's own list. */
async function leaveSnapshot(dispatch: Dispatch): Promise<void> {
  const reply = await dispatch(loadUser());
  if (!loadUser.fulfilled.match(reply)) return;
  dispatch(serverReached());
  void dispatch(fetchHabits());
  void dispatch(fetchStats());
  void dispatch(fetchBadges());
}

/**
 * Keeps the offline side going while the app is open (docs/decisions/027-pwa-offline.md): the
 * last list seen online is stored, and shown when the app starts with no server; what waits is
 * sent at start-up and whenever the network returns; signing out leaves nothing behind.
 */
export function OfflineRuntime() {
  const dispatch = useDispatch<Dispatch>();
  const user = useSelector((state: State) => state.auth.user);
  const token = useSelector((state: State) => state.auth.token);
  const unreachable = useSelector((state: State) => state.auth.serverUnreachable);
  const habits = useSelector((state: State) => state.habits.items);
  const listed = useSelector((state: State) => state.habits.status === 'succeeded');
  const fromSnapshot = useSelector((state: State) => state.offline.fromSnapshot);
  const hadToken = useRef(token !== null);

  useEffect(() => {
    const update = () => {
      dispatch(networkChanged(navigator.onLine));
      if (!navigator.onLine) return;
      if (fromSnapshot) void leaveSnapshot(dispatch);
      void dispatch(syncOutbox());
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [dispatch, fromSnapshot]);

  useEffect(() => {
    if (!unreachable || !token || user) return;
    let live = true;
    readSnapshot()
      .then((snapshot) => {
        if (!live || !snapshot) return;
        dispatch(offlineUserRestored(snapshot.user));
        dispatch(snapshotRestored({ user: snapshot.user, habits: snapshot.habits }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dispatch, unreachable, token, user]);

  useEffect(() => {
    if (token) hadToken.current = true;
    else if (hadToken.current) {
      hadToken.current = false;
      clearOfflineData().catch(() => undefined);
    }
  }, [token]);

  // NOTE: the browser can say "online" while the server is down; no event comes when it is
  // back, so a list shown from storage or a waiting queue tries again now and then.
  const waiting = useSelector((state: State) => state.offline.queued.length > 0);
  useEffect(() => {
    if (!fromSnapshot && !waiting) return;
    const timer = setInterval(() => {
      if (!navigator.onLine) return;
      if (fromSnapshot) void leaveSnapshot(dispatch);
      void dispatch(syncOutbox());
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [dispatch, fromSnapshot, waiting]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    // A tab closed before it could send leaves its queue: this tab sends it.
    void dispatch(syncOutbox());
    readOutbox(dispatch).catch(() => undefined);
  }, [dispatch, signedIn]);

  useEffect(() => {
    // Offline changes included, so a reopened tab shows them too.
    if (!user || !listed) return;
    saveSnapshot({ user, habits }).catch(() => undefined);
  }, [user, habits, listed]);

  return null;
}
