import { MESSAGES, type PushSubscriptionView } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import {
  currentPushSubscription,
  subscribeThisBrowser,
  WorkerNotReadyError,
} from '../model/push-browser';
import { useAddPushDeviceMutation, useRemovePushDeviceMutation } from '../api/devices-api';
import { NOTIFICATION_TEXTS as T } from '../notifications-texts';
import { settingsApi } from '../settings-api';
import type { PushDevices } from './use-push-devices';

const TOAST = 'settings-notifications';

/** What the browser or the server said when turning on failed, in the person's words. */
function turnOnProblem(error: unknown): string {
  if (error instanceof WorkerNotReadyError) return T.workerNotReady;
  if (isApiError(error)) return errorMessage(error, T.turnOnFailed, MESSAGES.networkError);
  // The browser refused to subscribe (its push service unreachable, say): its own words help.
  return error instanceof Error && error.message
    ? `${T.turnOnFailed}: ${error.message}`
    : T.turnOnFailed;
}

/**
 * Turning push on and off for this browser, removing any device, and the test notification.
 * `afterRemove` moves the focus, as the removed row's button has gone with it.
 */
export function usePushActions(push: PushDevices, afterRemove: () => void) {
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [addPushDevice] = useAddPushDeviceMutation();
  const [removePushDevice] = useRemovePushDeviceMutation();
  const { devices } = push;

  const turnOn = async () => {
    setBusy('on');
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      push.setPermission(permission);
      if (permission !== 'granted') {
        if (permission === 'default') setProblem(T.dismissed);
        return;
      }
      const { publicKey } = await settingsApi.vapidPublicKey();
      const subscription = await subscribeThisBrowser(publicKey);
      push.setEndpoint(subscription.endpoint);
      await addPushDevice(subscription.toJSON()).unwrap();
      toast.success(T.turnedOn, { id: TOAST });
    } catch (error) {
      setProblem(turnOnProblem(error));
    } finally {
      setBusy(null);
    }
  };

  /** The server first, so no push goes out meanwhile; a device already gone is fine. */
  const forget = (device: PushSubscriptionView) => removePushDevice(device._id).unwrap();

  const turnOff = async () => {
    setBusy('off');
    setProblem(null);
    try {
      const device = devices.find((d) => d.endpoint === push.endpoint);
      if (device) await forget(device);
      await (await currentPushSubscription())?.unsubscribe();
      push.setEndpoint(null);
      toast.success(T.turnedOff, { id: TOAST });
    } catch (error) {
      setProblem(errorMessage(error, T.turnOffFailed, MESSAGES.networkError));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (device: PushSubscriptionView) => {
    setRemovingId(device._id);
    try {
      await forget(device);
      afterRemove();
      toast.success(T.removed(device.device), { id: TOAST });
    } catch (error) {
      toast.error(errorMessage(error, T.removeFailed, MESSAGES.networkError), { id: TOAST });
    } finally {
      setRemovingId(null);
    }
  };

  const sendTest = async () => {
    setIsSending(true);
    try {
      const { devices: count } = await settingsApi.sendTestPush();
      toast.success(T.testSent(count), { id: TOAST });
    } catch (error) {
      toast.error(errorMessage(error, T.testFailed, MESSAGES.networkError), { id: TOAST });
    } finally {
      setIsSending(false);
    }
  };

  return {
    busy,
    problem,
    removingId,
    isSending,
    turnOn: () => void turnOn(),
    turnOff: () => void turnOff(),
    remove: (device: PushSubscriptionView) => void remove(device),
    sendTest: () => void sendTest(),
  };
}
