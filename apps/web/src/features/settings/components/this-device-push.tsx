import { BellOff, BellRing, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { Skeleton } from '../../../components/skeleton';
import type { ThisDeviceStatus } from '../hooks/use-push-devices';
import { NOTIFICATION_TEXTS as T } from '../notifications-texts';

interface ThisDevicePushProps {
  status: ThisDeviceStatus;
  busy: 'on' | 'off' | null;
  /** What went wrong with the last turn on or off, shown until the next try. */
  problem: string | null;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/** This browser's push: cannot, blocked (with how to unblock), off with a way on, or on. */
export function ThisDevicePush({
  status,
  busy,
  problem,
  onTurnOn,
  onTurnOff,
}: ThisDevicePushProps) {
  return (
    <div className="space-y-3">
      {status === 'checking' && (
        <div role="status">
          <span className="sr-only">{T.checking}</span>
          <Skeleton className="h-12" />
        </div>
      )}
      {status === 'unsupported' && (
        <Notice tone="info">
          <p>{T.unsupported}</p>
        </Notice>
      )}
      {status === 'blocked' && (
        <Notice tone="warning">
          <p className="font-semibold">{T.blockedTitle}</p>
          <ol className="list-decimal space-y-1 pl-5">
            {T.blockedSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Notice>
      )}
      {status === 'off' && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
          <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-slate-700">
            <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            {T.off}
          </p>
          <Button className="shrink-0" isLoading={busy === 'on'} onClick={onTurnOn}>
            {busy !== 'on' && <BellRing aria-hidden="true" className="size-4" />}
            {T.turnOn}
          </Button>
        </div>
      )}
      {status === 'on' && (
        <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center">
          <p className="flex min-w-0 flex-1 items-start gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {T.on}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            isLoading={busy === 'off'}
            onClick={onTurnOff}
          >
            {busy !== 'off' && <BellOff aria-hidden="true" className="size-4" />}
            {T.turnOff}
          </Button>
        </div>
      )}
      {problem && (
        <Notice tone="error" role="alert">
          <p>{problem}</p>
        </Notice>
      )}
    </div>
  );
}
