import { Bell, Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { ListPending } from '../../../components/list-pending';
import { usePushActions } from '../hooks/use-push-actions';
import { usePushDevices } from '../hooks/use-push-devices';
import { NOTIFICATION_TEXTS as T } from '../notifications-texts';
import { PushDeviceRow } from './push-device-row';
import { SettingsCard } from './settings-card';
import { ThisDevicePush } from './this-device-push';

/**
 * Devices and notifications: this browser's push (docs/decisions/029-web-push.md), every device
 * that gets notifications with a way to remove it, and a test notification. Every plan.
 */
export function NotificationsSection({ timeZone }: { timeZone: string }) {
  const push = usePushDevices();
  const actions = usePushActions(push, () =>
    document.getElementById('notifications-heading')?.focus(),
  );
  const listHeadingId = useId();
  const testReasonId = useId();
  const { state } = push;
  const noDevice = push.devices.length === 0;

  return (
    <SettingsCard id="notifications" icon={Bell} title={T.heading} description={T.description}>
      <ThisDevicePush
        status={push.thisDevice}
        busy={actions.busy}
        problem={actions.problem}
        onTurnOn={actions.turnOn}
        onTurnOff={actions.turnOff}
      />
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h3 id={listHeadingId} className="mb-3 text-sm font-semibold text-slate-900">
          {T.devicesHeading}
        </h3>
        <ListPending
          state={state}
          loading={T.loading}
          rows={1}
          failed={T.loadFailed}
          retryLabel={T.retry}
          onRetry={push.reload}
        />
        {state.status === 'success' && state.data.length === 0 && (
          <p className="text-sm text-slate-600">{T.empty}</p>
        )}
        {state.status === 'success' && state.data.length > 0 && (
          <ul aria-labelledby={listHeadingId} className="divide-y divide-slate-100">
            {state.data.map((device) => (
              <PushDeviceRow
                key={device._id}
                device={device}
                isThisDevice={device.endpoint === push.endpoint}
                timeZone={timeZone}
                isRemoving={actions.removingId === device._id}
                onRemove={actions.remove}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-5 flex flex-col items-stretch gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {noDevice && state.status === 'success' && (
          <p id={testReasonId} className="text-sm text-slate-600 sm:mr-auto">
            {T.testNeedsDevice}
          </p>
        )}
        <Button
          variant="secondary"
          disabled={noDevice}
          aria-describedby={noDevice && state.status === 'success' ? testReasonId : undefined}
          isLoading={actions.isSending}
          onClick={actions.sendTest}
        >
          {!actions.isSending && <Send aria-hidden="true" className="size-4" />}
          {T.sendTest}
        </Button>
      </div>
    </SettingsCard>
  );
}
