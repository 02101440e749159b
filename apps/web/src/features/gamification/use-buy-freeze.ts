import { TOAST_MS } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useGamificationDispatch } from './gamification-hooks';
import { GAMIFICATION_TEXTS } from './gamification-texts';
import { buyFreeze } from './gamification-thunks';

/** The freeze shop's button: buys one, then says so, or shows the server's reason (a 409). */
export function useBuyFreeze() {
  const dispatch = useGamificationDispatch();
  const [isBuying, setIsBuying] = useState(false);

  const buy = async () => {
    setIsBuying(true);
    const action = await dispatch(buyFreeze());
    setIsBuying(false);
    if (buyFreeze.fulfilled.match(action)) {
      toast.success(GAMIFICATION_TEXTS.freezeBought, { id: 'freeze-bought', duration: TOAST_MS });
    } else {
      toast.error(action.payload ?? GAMIFICATION_TEXTS.buyFreezeFailed, { id: 'freeze-failed' });
    }
  };

  return { isBuying, buy: () => void buy() };
}
