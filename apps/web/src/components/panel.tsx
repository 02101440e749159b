import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Sits at the right of the heading row, e.g. a "View all" link. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card: the building block of the dashboard's sections. */
export function Panel({ title, subtitle, action, children, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-200/60 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
