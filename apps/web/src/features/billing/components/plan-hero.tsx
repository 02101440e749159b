import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlanHeroProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

export function PlanHero({ icon: Icon, eyebrow, title, children }: PlanHeroProps) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
        <Icon aria-hidden="true" className="size-4" />
        {eyebrow}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-base text-slate-600 sm:text-lg">{children}</p>
    </header>
  );
}
