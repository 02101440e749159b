import { Monitor, Smartphone, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/button';

const PHONE = /iphone|ipad|android|mobile/i;

interface DeviceListItemProps {
  /** The device's name as the server put it ("Chrome on Android"). */
  device: string;
  /** Shown as a badge beside the name when this is the device in use. */
  thisDevice?: string;
  /** One line each under the name. */
  lines: readonly string[];
  /** The row's one action, if it has one. */
  action?: {
    label: string;
    ariaLabel: string;
    icon: LucideIcon;
    isLoading: boolean;
    onClick: () => void;
  };
}

/** A row of a device list in Settings: signed-in devices, and devices that get notifications. */
export function DeviceListItem({ device, thisDevice, lines, action }: DeviceListItemProps) {
  const Icon = PHONE.test(device) ? Smartphone : Monitor;
  const ActionIcon = action?.icon;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere text-slate-900">
            {device}
            {thisDevice && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset">
                {thisDevice}
              </span>
            )}
          </p>
          {lines.map((line, index) => (
            <p
              key={line}
              className={index === 0 ? 'text-sm text-slate-600' : 'text-xs text-slate-500'}
            >
              {line}
            </p>
          ))}
        </div>
      </div>
      {action && ActionIcon && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          aria-label={action.ariaLabel}
          isLoading={action.isLoading}
          onClick={action.onClick}
        >
          {!action.isLoading && <ActionIcon aria-hidden="true" className="size-4" />}
          {action.label}
        </Button>
      )}
    </li>
  );
}
