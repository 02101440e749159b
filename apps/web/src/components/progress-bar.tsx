interface ProgressBarProps {
  value: number;
  max: number;
  /** Names the bar for assistive technology, e.g. "Morning run progress". */
  label: string;
  /** Tailwind classes (or use `color`) for the filled part. */
  barClassName?: string;
  color?: string | undefined;
  size?: 'sm' | 'md';
}

/** The filled share of `max`, never past 100 % even when `value` overshoots. */
export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export function ProgressBar({
  value,
  max,
  label,
  barClassName = 'bg-gradient-to-r from-indigo-500 to-violet-500',
  color,
  size = 'md',
}: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      className={`w-full overflow-hidden rounded-full bg-slate-100 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div
        data-testid="progress-fill"
        className={`h-full rounded-full transition-[width] duration-500 ease-out ${color ? '' : barClassName}`}
        style={{ width: `${percent}%`, ...(color ? { backgroundColor: color } : {}) }}
      />
    </div>
  );
}

interface RateBarProps {
  /** 0 to 100; more is drawn as 100. */
  rate: number;
  /** The track's size and place, e.g. "h-2 w-24". */
  className: string;
  /** Fills upward, as a column, rather than from the left. */
  vertical?: boolean;
}

/**
 * A rate drawn as a bar for the eye alone (the same number stands beside it as text), so it is
 * hidden from assistive technology, unlike ProgressBar.
 */
export function RateBar({ rate, className, vertical = false }: RateBarProps) {
  const share = `${Math.min(100, rate)}%`;
  return (
    <span
      aria-hidden="true"
      className={`${className} overflow-hidden bg-slate-100 ${vertical ? 'flex items-end rounded-md' : 'rounded-full'}`}
    >
      <span
        className={
          vertical
            ? 'block w-full rounded-md bg-gradient-to-t from-indigo-500 to-violet-500'
            : 'block h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500'
        }
        style={vertical ? { height: share } : { width: share }}
      />
    </span>
  );
}
