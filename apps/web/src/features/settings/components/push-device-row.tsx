import type { PushSubscriptionView } from '@streakwise/shared';
import { Monitor, Smartphone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../model/format-date';
import { NOTIFICATION_TEXTS as T } from '../notifications-texts';

const PHONE = /iphone|ipad|android|mobile/i;

interface PushDeviceRowProps {
  device: PushSubscriptionView;
  isThisDevice: boolean;
  timeZone: string;
  isRemoving: boolean;
  onRemove: (device: PushSubscriptionView) => void;
}

/** One device that gets notifications; any of them can be removed, this one too. */
export function PushDeviceRow({
  device,
  isThisDevice,
  timeZone,
  isRemoving,
  onRemove,
}: PushDeviceRowProps) {
  const Icon = PHONE.test(device.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere text-slate-900">
            {device.device}
            {isThisDevice && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset">
                {T.thisDevice}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {T.added(formatDateTime(device.createdAt, timeZone))}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        aria-label={T.removeDevice(device.device)}
        isLoading={isRemoving}
        onClick={() => onRemove(device)}
      >
        {!isRemoving && <Trash2 aria-hidden="true" className="size-4" />}
        {T.remove}
      </Button>
    </li>
  );
}
