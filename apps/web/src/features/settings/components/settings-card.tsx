import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  /** The section's anchor, e.g. "reminders" for /settings#reminders. */
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Beside the title, e.g. the plan a feature needs. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One section of the settings page: a titled card that deep links can scroll to. */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  description,
  badge,
  children,
}: SettingsCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={headingId}
              // Focus lands here when what had it goes away (a signed-out device's row).
              tabIndex={-1}
              className="text-lg font-semibold tracking-tight text-slate-900 focus:outline-none"
            >
              {title}
            </h2>
            {badge}
          </div>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
