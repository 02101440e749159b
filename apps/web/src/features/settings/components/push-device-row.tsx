import type { PushSubscriptionView } from '@streakwise/shared';
import { Trash2 } from 'lucide-react';
import { formatDateTime } from '../model/format-date';
import { NOTIFICATION_TEXTS as T } from '../notifications-texts';
import { DeviceListItem } from './device-list-item';

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
  return (
    <DeviceListItem
      device={device.device}
      thisDevice={isThisDevice ? T.thisDevice : undefined}
      lines={[T.added(formatDateTime(device.createdAt, timeZone))]}
      action={{
        label: T.remove,
        ariaLabel: T.removeDevice(device.device),
        icon: Trash2,
        isLoading: isRemoving,
        onClick: () => onRemove(device),
      }}
    />
  );
}
