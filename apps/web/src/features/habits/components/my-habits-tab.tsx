import { selectHabits, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { AddHabitButton } from './add-habit-button';
import { ArchivedHabits } from './archived-habits';
import { HabitGrid } from './habit-grid';

interface MyHabitsTabProps {
  onAdd: () => void;
  onRetry: () => void;
}

/**
 * Every active habit in the person's order, which they change here (PUT /api/habits/order), and
 * the archived ones on request.
 */
export function MyHabitsTab({ onAdd, onRetry }: MyHabitsTabProps) {
  const habits = useDashboardSelector(selectHabits);
  return (
    <section aria-labelledby="all-habits-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="all-habits-heading" className="text-lg font-semibold text-slate-900">
            {HABITS_TEXTS.allHabits}
          </h2>
          <p className="text-sm text-slate-600">{HABITS_TEXTS.allHabitsSubtitle}</p>
        </div>
        {habits.length > 0 && <AddHabitButton onClick={onAdd} />}
      </div>
      <HabitGrid
        habits={habits}
        addAction={<AddHabitButton onClick={onAdd} showLimit={false} />}
        onRetry={onRetry}
        skeletons={6}
        reorderable
      />
      <ArchivedHabits />
    </section>
  );
}
