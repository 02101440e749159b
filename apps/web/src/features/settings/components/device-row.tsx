import type { Session } from '@streakwise/shared';
import { LogOut } from 'lucide-react';
import { formatDateTime } from '../model/format-date';
import { DEVICE_TEXTS as T } from '../settings-texts';
import { DeviceListItem } from './device-list-item';

interface DeviceRowProps {
  session: Session;
  timeZone: string;
  isEnding: boolean;
  onSignOut: (session: Session) => void;
}

/** One signed-in device; any but this one can be signed out from here. */
export function DeviceRow({ session, timeZone, isEnding, onSignOut }: DeviceRowProps) {
  return (
    <DeviceListItem
      device={session.device}
      thisDevice={session.current ? T.thisDevice : undefined}
      lines={[
        T.lastUsed(formatDateTime(session.lastUsedAt, timeZone)),
        T.signedIn(formatDateTime(session.createdAt, timeZone)),
      ]}
      action={
        session.current
          ? undefined
          : {
              label: T.signOut,
              ariaLabel: T.signOutDevice(session.device),
              icon: LogOut,
              isLoading: isEnding,
              onClick: () => onSignOut(session),
            }
      }
    />
  );
}
