import type { SupportRequestItem } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import { supportApi } from '../support-api';

export type RequestsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; requests: SupportRequestItem[] };

const LOADING: RequestsState = { status: 'loading' };

/**
 * The person's support requests, loaded on arrival and again on `reload` (after a send, or a
 * retry). A reply to an earlier attempt is dropped, so a slow answer cannot overwrite a newer one.
 */
export function useSupportRequests() {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; state: RequestsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RequestsState) => {
      if (!controller.signal.aborted) setSettled({ attempt, state });
    };
    supportApi.list(controller.signal).then(
      ({ requests }) => settle({ status: 'ready', requests }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);

  // NOTE: while a reload runs, the last list stays on screen rather than flashing "Loading".
  const current =
    settled?.attempt === attempt || settled?.state.status === 'ready' ? settled.state : LOADING;
  return { state: current, reload: () => setAttempt((n) => n + 1) };
}
