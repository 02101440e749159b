import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { HABITS_TEXTS } from '../habits-texts';

/** No habits yet: a friendly nudge and the way to add the first one. */
export function HabitsEmptyState({ action }: { action: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50/60 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-white text-emerald-600 shadow-sm"
      >
        <Sprout className="size-7" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{HABITS_TEXTS.emptyTitle}</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{HABITS_TEXTS.emptyBody}</p>
      <div className="mt-6 flex justify-center">{action}</div>
    </div>
  );
}
