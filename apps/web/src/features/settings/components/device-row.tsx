import type { Session } from '@streakwise/shared';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../model/format-date';
import { DEVICE_TEXTS as T } from '../settings-texts';

const PHONE = /iphone|ipad|android|mobile/i;

interface DeviceRowProps {
  session: Session;
  timeZone: string;
  isEnding: boolean;
  onSignOut: (session: Session) => void;
}

/** One signed-in device; any but this one can be signed out from here. */
export function DeviceRow({ session, timeZone, isEnding, onSignOut }: DeviceRowProps) {
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere text-slate-900">
            {session.device}
            {session.current && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset">
                {T.thisDevice}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {T.lastUsed(formatDateTime(session.lastUsedAt, timeZone))}
          </p>
          <p className="text-xs text-slate-500">
            {T.signedIn(formatDateTime(session.createdAt, timeZone))}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          aria-label={T.signOutDevice(session.device)}
          isLoading={isEnding}
          onClick={() => onSignOut(session)}
        >
          {!isEnding && <LogOut aria-hidden="true" className="size-4" />}
          {T.signOut}
        </Button>
      )}
    </li>
  );
}
