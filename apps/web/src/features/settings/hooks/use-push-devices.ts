import { useEffect, useState } from 'react';
import { remoteState } from '../../../lib/server-api';
import { usePushDevicesQuery } from '../api/devices-api';
import {
  currentPushSubscription,
  pushPermission,
  type PushPermission,
} from '../model/push-browser';

/** What this browser can do: checking, unsupported, blocked, or off/on for push. */
export type ThisDeviceStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/**
 * The person's push devices (a cached query of api/devices-api.ts) and this browser's permission
 * and subscription endpoint.
 */
export function usePushDevices() {
  const query = usePushDevicesQuery();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  // undefined while this browser's subscription is being read; null when it has none.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);

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

  const state = remoteState(query);
  const devices = state.status === 'success' ? state.data : [];
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

  return {
    state,
    devices,
    thisDevice,
    endpoint,
    setEndpoint,
    setPermission,
    reload: () => void query.refetch(),
  };
}

export type PushDevices = ReturnType<typeof usePushDevices>;
