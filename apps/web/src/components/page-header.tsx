import type { LucideIcon } from 'lucide-react';

interface PageHeaderProps {
  icon: LucideIcon;
  title: string;
  intro: string;
  /** The space under the header: pages differ in how close their first block sits. */
  spacing?: 'mb-6' | 'mb-8';
}

/** A signed-in page's heading: its icon badge, the page title (the one h1) and a line under it. */
export function PageHeader({ icon: Icon, title, intro, spacing = 'mb-8' }: PageHeaderProps) {
  return (
    <header className={`${spacing} flex items-center gap-3`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
    </header>
  );
}
