import { useId } from 'react';

interface CookieSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Essential cookies: shown on, cannot be switched. */
  locked?: boolean;
}

/** One category row with an accessible on/off switch (role="switch"). */
export function CookieSwitch({ label, description, checked, onChange, locked }: CookieSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold text-slate-900">
          {label}
          {locked && (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
              Always on
            </span>
          )}
        </p>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={locked}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed ${
          checked ? 'bg-indigo-600' : 'bg-slate-300'
        } ${locked ? 'opacity-70' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
