import type { ReactNode } from 'react';

interface TabHeaderProps {
  title: string;
  subtitle?: string;
  /** Controls beside the title: a filter, a period, an action. */
  children?: ReactNode;
}

export function TabHeader({ title, subtitle, children }: TabHeaderProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
        {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
