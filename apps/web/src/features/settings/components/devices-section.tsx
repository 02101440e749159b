import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPending } from '../../../components/list-pending';
import { remoteState } from '../../../lib/server-api';
import { useSessionsQuery } from '../api/devices-api';
import { useEndSessions } from '../hooks/use-end-sessions';
import { DEVICE_TEXTS as T } from '../settings-texts';
import { DeviceRow } from './device-row';
import { SettingsCard } from './settings-card';

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
      <ListPending
        state={state}
        loading={T.loading}
        failed={T.loadFailed}
        retryLabel={T.retry}
        onRetry={() => void sessions.refetch()}
      />
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
