import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
}

/** Holds a route's place until its real screen lands, so links never lead nowhere. */
export function PlaceholderPage({
  title,
  description,
  icon: Icon,
  children,
}: PlaceholderPageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg shadow-slate-200/60 sm:p-12">
        <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-200">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-3 text-slate-600">{description}</div>
        {children && (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        )}
      </div>
    </section>
  );
}
