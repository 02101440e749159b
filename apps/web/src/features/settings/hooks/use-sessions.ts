import type { Session } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import { settingsApi } from '../settings-api';

export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; sessions: Session[] };

const LOADING: SessionsState = { status: 'loading' };

/**
 * The signed-in devices, loaded on arrival and again on `reload`. A reply to an earlier attempt
 * is dropped, so a slow first answer cannot overwrite a retry's.
 */
export function useSessions() {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; state: SessionsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: SessionsState) => {
      if (!controller.signal.aborted) setSettled({ attempt, state });
    };
    settingsApi.sessions(controller.signal).then(
      (sessions) => settle({ status: 'ready', sessions }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);

  return {
    state: settled?.attempt === attempt ? settled.state : LOADING,
    reload: () => setAttempt((count) => count + 1),
    /** Drops a device the server has signed out. */
    remove: (id: string) =>
      setSettled((previous) =>
        previous?.state.status === 'ready'
          ? {
              ...previous,
              state: {
                status: 'ready',
                sessions: previous.state.sessions.filter((session) => session._id !== id),
              },
            }
          : previous,
      ),
  };
}
