import { MESSAGES, type Session } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { logout } from '../../auth';
import { useEndSessionMutation } from '../api/devices-api';
import { settingsApi } from '../settings-api';
import { useSettingsDispatch } from '../settings-hooks';
import { DEVICE_TEXTS as T } from '../settings-texts';

const DEVICE_TOAST = 'settings-device';
const SIGNED_OUT_EVERYWHERE_TOAST = 'signed-out-everywhere';

/**
 * Signing out one other device (the cached list drops it), or every device at once.
 * `afterRemove` puts the focus somewhere sensible, as the row's button has gone with it.
 */
export function useEndSessions(afterRemove: () => void) {
  const dispatch = useSettingsDispatch();
  const [endSession] = useEndSessionMutation();
  const navigate = useNavigate();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [isEndingAll, setIsEndingAll] = useState(false);

  const endOne = async (session: Session) => {
    setEndingId(session._id);
    try {
      const outcome = await endSession(session._id).unwrap();
      afterRemove();
      // Already ended (it expired, or another tab signed it out): the list was out of date.
      if (outcome === 'ended')
        toast.success(T.signedOutDevice(session.device), { id: DEVICE_TOAST });
    } catch (error) {
      const message = errorMessage(error, T.signOutFailed, MESSAGES.networkError);
      toast.error(message, { id: DEVICE_TOAST });
    } finally {
      setEndingId(null);
    }
  };

  const endAll = async () => {
    setIsEndingAll(true);
    try {
      await settingsApi.endAllSessions();
    } catch (error) {
      toast.error(errorMessage(error, T.everywhereFailed, MESSAGES.networkError), {
        id: DEVICE_TOAST,
      });
      setIsEndingAll(false);
      return;
    }
    // Every token has stopped working, this browser's too: drop them and start again at sign-in.
    // NOTE: the toast carries the news, as it survives the protected page's own redirect.
    dispatch(logout());
    toast.success(T.signedOutEverywhere, { id: SIGNED_OUT_EVERYWHERE_TOAST });
    void navigate('/login', { replace: true });
  };

  return {
    endingId,
    isEndingAll,
    endOne: (session: Session) => void endOne(session),
    endAll: () => void endAll(),
  };
}
