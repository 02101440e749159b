import { useEffect, useEffectEvent, useState } from 'react';

export type RemoteState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface Settled<T> {
  key: string;
  state: RemoteState<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads what `key` names and loads it again whenever the key changes or `reload` is called. A
 * reply to an older key is dropped, so a slow answer for "7d" can never overwrite "30d".
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = `${key}#${attempt}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RemoteState<T>) => {
      if (!controller.signal.aborted) setSettled({ key: requestKey, state });
    };
    run(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [requestKey]);

  const state: RemoteState<T> = settled?.key === requestKey ? settled.state : LOADING;
  return {
    state,
    reload: () => setAttempt((count) => count + 1),
    /** Changes the loaded data in place, e.g. after a create or delete the server confirmed. */
    update: (change: (data: T) => T) =>
      setSettled((previous) =>
        previous?.state.status === 'success'
          ? { ...previous, state: { status: 'success', data: change(previous.state.data) } }
          : previous,
      ),
  };
}
