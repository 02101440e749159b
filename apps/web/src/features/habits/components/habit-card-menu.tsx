import type { Habit } from '@streakwise/shared';
import { Archive, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { HABITS_TEXTS } from '../habits-texts';

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

/** Edit, archive and delete as icon buttons, each named with the habit's name. */
export function HabitCardMenu({ habit, busy, onEdit, onArchive, onDelete }: HabitCardMenuProps) {
  const actions: [string, LucideIcon, () => void, string][] = [
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
    </div>
  );
}
