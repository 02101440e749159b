import { useState } from 'react';

/**
 * The item a confirm dialog asks about (null: no dialog), and the action run on a yes: the dialog
 * is busy meanwhile, and closes once `act` says it is done (a refusal leaves it open).
 */
export function useConfirmTarget<T>(act: (target: T) => Promise<boolean>) {
  const [target, setTarget] = useState<T | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setIsBusy(true);
    const done = await act(target);
    setIsBusy(false);
    if (done) setTarget(null);
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, isBusy };
}
