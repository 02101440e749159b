import { MESSAGES, type Habit } from '@streakwise/shared';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { APP_TEXTS } from '../../../lib/texts';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { useHabitActions } from '../hooks/use-habit-actions';
import { useHabitEdits } from '../hooks/use-habit-edits';
import { ArchiveHabitDialog } from './archive-habit-dialog';
import { DeleteHabitDialog } from './delete-habit-dialog';
import { HabitCard } from './habit-card';
import { HabitCardSkeleton } from './habit-card-skeleton';
import { EditHabitModal } from './habit-form-modals';
import { HabitsEmptyState } from './habits-empty-state';
import { HabitsErrorState } from './habits-error-state';
import { RestDayDialog } from './rest-day-dialog';

interface HabitGridProps {
  habits: readonly Habit[];
  /** The Add Habit control the empty state offers. */
  addAction: ReactNode;
  onRetry: () => void;
  skeletons?: number;
  /** The person can reorder this list (the full list, not the Overview's first few). */
  reorderable?: boolean;
}

// NOTE: the drag-and-drop library comes with the list that uses it, not with the dashboard.
const SortableHabitList = lazy(() =>
  import('./sortable-habit-list').then((module) => ({ default: module.SortableHabitList })),
);

const LIST_CLASS =
  'grid grid-cols-1 gap-4 rounded-2xl focus:outline-none sm:grid-cols-2 lg:grid-cols-3';

/** Habit cards with their loading, empty and error states. */
export function HabitGrid({
  habits,
  addAction,
  onRetry,
  skeletons = 3,
  reorderable = false,
}: HabitGridProps) {
  const { status, error, pending } = useDashboardSelector(selectHabitsState);
  const actions = useHabitActions();
  const edits = useHabitEdits();
  const listRef = useRef<HTMLUListElement>(null);

  if (status === 'idle' || status === 'loading') {
    return (
      <div
        role="status"
        aria-busy="true"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <span className="sr-only">{APP_TEXTS.loadingHabits}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          <HabitCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return <HabitsErrorState message={error ?? MESSAGES.fetchHabitsFailed} onRetry={onRetry} />;
  }
  if (habits.length === 0) return <HabitsEmptyState action={addAction} />;

  const card = (habit: Habit, reorder?: ReactNode) => (
    <HabitCard
      habit={habit}
      pending={pending[habit._id]}
      onComplete={actions.complete}
      onUndo={actions.undo}
      onDelete={actions.requestDelete}
      onEdit={edits.requestEdit}
      onArchive={edits.requestArchive}
      onRestDay={edits.requestRestDay}
      reorder={reorder}
    />
  );
  const plainList = (
    <ul ref={listRef} tabIndex={-1} aria-label={HABITS_TEXTS.habitList} className={LIST_CLASS}>
      {habits.map((habit) => (
        <li key={habit._id}>{card(habit)}</li>
      ))}
    </ul>
  );

  return (
    <>
      {reorderable && habits.length > 1 ? (
        <Suspense fallback={plainList}>
          <SortableHabitList
            habits={habits}
            listRef={listRef}
            listClassName={LIST_CLASS}
            listLabel={HABITS_TEXTS.habitList}
            renderCard={card}
          />
        </Suspense>
      ) : (
        plainList
      )}
      <DeleteHabitDialog
        habit={actions.toDelete}
        isDeleting={actions.isDeleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
        fallbackFocus={listRef}
      />
      <ArchiveHabitDialog
        habit={edits.toArchive}
        isArchiving={edits.isArchiving}
        onConfirm={edits.confirmArchive}
        onCancel={edits.cancelArchive}
        fallbackFocus={listRef}
      />
      {edits.toRest && (
        <RestDayDialog
          key={edits.toRest._id}
          habit={edits.toRest}
          onClose={edits.closeRestDay}
          fallbackFocus={listRef}
        />
      )}
      {edits.toEdit && (
        <Suspense fallback={null}>
          <EditHabitModal habit={edits.toEdit} onClose={edits.closeEdit} />
        </Suspense>
      )}
    </>
  );
}
