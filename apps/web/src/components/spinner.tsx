import { LoaderCircle } from 'lucide-react';
import { APP_TEXTS } from '../lib/texts';

interface SpinnerProps {
  /** Read by screen readers; omit when a visible text already says what is happening. */
  label?: string | undefined;
  className?: string;
}

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function FullPageSpinner({ label = APP_TEXTS.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-indigo-600">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
