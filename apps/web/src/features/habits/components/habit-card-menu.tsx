import type { Habit } from '@streakwise/shared';
import { Archive, CalendarDays, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { HABITS_TEXTS } from '../habits-texts';
import { PAST_DAYS_TEXTS } from '../past-days-texts';
import { PastDaysDialog } from './past-days-dialog';

interface HabitCardMenuProps {
  habit: Habit;
  /** While a request for the habit runs, nothing else can start. */
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}

const base =
  'rounded-lg p-2 text-slate-400 transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-50';

/** Past days, edit, archive and delete as icon buttons, each named with the habit's name. */
export function HabitCardMenu({ habit, busy, onEdit, onArchive, onDelete }: HabitCardMenuProps) {
  const [pastDays, setPastDays] = useState(false);
  const actions: [string, LucideIcon, () => void, string][] = [
    [
      PAST_DAYS_TEXTS.open(habit.name),
      CalendarDays,
      () => setPastDays(true),
      'hover:bg-indigo-50 hover:text-indigo-600',
    ],
    [
      HABITS_TEXTS.editHabit(habit.name),
      Pencil,
      onEdit,
      'hover:bg-indigo-50 hover:text-indigo-600',
    ],
    [
      HABITS_TEXTS.archiveHabit(habit.name),
      Archive,
      onArchive,
      'hover:bg-amber-50 hover:text-amber-700',
    ],
    [HABITS_TEXTS.deleteHabit(habit.name), Trash2, onDelete, 'hover:bg-red-50 hover:text-red-600'],
  ];
  return (
    <div className="-mt-1 -mr-2 flex shrink-0">
      {actions.map(([label, Icon, onClick, hover]) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          disabled={busy}
          aria-label={label}
          title={label}
          className={`${base} ${hover}`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      {pastDays && <PastDaysDialog habit={habit} onClose={() => setPastDays(false)} />}
    </div>
  );
}
