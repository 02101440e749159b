import type { PushSubscriptionView } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushPermission,
  type PushPermission,
} from '../model/push-browser';
import { settingsApi } from '../settings-api';

export type PushDevicesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; devices: PushSubscriptionView[] };

/** What this browser can do: checking, unsupported, blocked, or off/on for push. */
export type ThisDeviceStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const LOADING: PushDevicesState = { status: 'loading' };

/**
 * The person's push devices (loaded on arrival and on `reload`, an earlier attempt's late reply
 * dropped, as in use-sessions.ts) and this browser's permission and subscription endpoint.
 */
export function usePushDevices() {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; state: PushDevicesState } | null>(null);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  // undefined while this browser's subscription is being read; null when it has none.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: PushDevicesState) => {
      if (!controller.signal.aborted) setSettled({ attempt, state });
    };
    settingsApi.pushDevices(controller.signal).then(
      (devices) => settle({ status: 'ready', devices }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);

  // Never changes while the page is open (the permission moves between the other values only).
  const supported = permission !== 'unsupported';
  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const state = settled?.attempt === attempt ? settled.state : LOADING;
  const devices = state.status === 'ready' ? state.devices : [];
  const thisDevice: ThisDeviceStatus =
    permission === 'unsupported'
      ? 'unsupported'
      : permission === 'denied'
        ? 'blocked'
        : endpoint === undefined || state.status === 'loading'
          ? 'checking'
          : endpoint !== null && devices.some((device) => device.endpoint === endpoint)
            ? 'on'
            : 'off';

  const update = (change: (devices: PushSubscriptionView[]) => PushSubscriptionView[]) =>
    setSettled((previous) =>
      previous?.state.status === 'ready'
        ? { ...previous, state: { status: 'ready', devices: change(previous.state.devices) } }
        : previous,
    );

  return {
    state,
    thisDevice,
    endpoint,
    setEndpoint,
    setPermission,
    reload: () => setAttempt((count) => count + 1),
    /** Adds a device the server accepted, or refreshes it when listed already. */
    upsert: (device: PushSubscriptionView) =>
      update((list) => [...list.filter((d) => d._id !== device._id), device]),
    drop: (id: string) => update((list) => list.filter((d) => d._id !== id)),
  };
}

export type PushDevices = ReturnType<typeof usePushDevices>;
