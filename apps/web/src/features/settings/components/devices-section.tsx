import { MESSAGES } from '@streakwise/shared';
import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Notice } from '../../../components/notice';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { remoteState } from '../../../lib/server-api';
import { useSessionsQuery } from '../api/devices-api';
import { useEndSessions } from '../hooks/use-end-sessions';
import { DEVICE_TEXTS as T } from '../settings-texts';
import { DeviceRow } from './device-row';
import { SettingsCard } from './settings-card';

function DevicesLoading() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{T.loading}</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** Where the account is signed in; sign out one device, or all of them at once. */
export function DevicesSection({ timeZone }: { timeZone: string }) {
  const sessions = useSessionsQuery();
  const state = remoteState(sessions);
  const { endingId, isEndingAll, endOne, endAll } = useEndSessions(() =>
    document.getElementById('devices-heading')?.focus(),
  );
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <SettingsCard
      id="devices"
      icon={MonitorSmartphone}
      title={T.heading}
      description={T.description}
    >
      {state.status === 'loading' && <DevicesLoading />}
      {state.status === 'error' && (
        <Notice tone="error" role="alert">
          <p>{errorMessage(state.error, T.loadFailed, MESSAGES.networkError)}</p>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {T.retry}
          </Button>
        </Notice>
      )}
      {state.status === 'success' && (
        <ul className="divide-y divide-slate-100">
          {state.data.map((session) => (
            <DeviceRow
              key={session._id}
              session={session}
              timeZone={timeZone}
              isEnding={endingId === session._id}
              onSignOut={endOne}
            />
          ))}
        </ul>
      )}
      <div className="mt-5 flex justify-end border-t border-slate-100 pt-5">
        <Button variant="danger" onClick={() => setIsConfirming(true)}>
          <LogOut aria-hidden="true" className="size-4" />
          {T.signOutEverywhere}
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={T.everywhereTitle}
        confirmLabel={T.signOutEverywhere}
        cancelLabel={T.cancel}
        onConfirm={endAll}
        onCancel={() => setIsConfirming(false)}
        isBusy={isEndingAll}
      >
        {T.everywhereBody}
      </ConfirmDialog>
    </SettingsCard>
  );
}
