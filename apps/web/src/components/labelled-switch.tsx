import { useId, type ReactNode } from 'react';

interface LabelledSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown after the label, e.g. "Always on". */
  badge?: ReactNode;
  className?: string;
}

/** An on/off setting with its label and a line of explanation (role="switch"). */
export function LabelledSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
  badge,
  className = '',
}: LabelledSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold text-slate-900">
          {label}
          {badge}
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
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-indigo-600' : 'bg-slate-300'
        }`}
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
