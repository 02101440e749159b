import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Habit } from '@streakwise/shared';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { useDashboardDispatch } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { reorderHabits } from '../habit-order-thunks';
import {
  HabitReorderControls,
  REORDER_BUTTON_CLASS,
  type MoveDirection,
} from './habit-reorder-controls';

export interface SortableHabitListProps {
  habits: readonly Habit[];
  listRef: RefObject<HTMLUListElement | null>;
  listClassName: string;
  listLabel: string;
  /** The card of a habit, with its reorder controls placed where the card puts them. */
  renderCard: (habit: Habit, reorder: ReactNode) => ReactNode;
}

/**
 * The habit list in the person's order, which they change by dragging a card's handle (mouse,
 * touch, or the keyboard: Space, arrows, Space) or with its Move up / Move down buttons. The new
 * order shows at once and is sent to the server; each move is announced to screen readers.
 * Loaded on its own, with the drag-and-drop library, when the list is first shown.
 */
export function SortableHabitList({
  habits,
  listRef,
  listClassName,
  listLabel,
  renderCard,
}: SortableHabitListProps) {
  const dispatch = useDashboardDispatch();
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = habits.map((habit) => habit._id);
  const count = ids.length;
  const nameOf = (id: UniqueIdentifier) =>
    habits.find((habit) => habit._id === id)?.name ?? String(id);
  const place = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;

  // A moved card's DOM node moves too, and the browser drops its focus: give it back.
  useEffect(() => {
    const moved = refocus.current;
    refocus.current = null;
    if (!moved) return;
    listRef.current
      ?.querySelector<HTMLElement>(
        `[data-habit-id="${moved.id}"] [data-reorder="${moved.direction}"]`,
      )
      ?.focus();
  }, [habits, listRef]);

  const save = (order: string[]) => {
    dispatch(reorderHabits(order))
      .unwrap()
      .catch((failure: { message: string }) => toast.error(failure.message));
  };

  const move = (habit: Habit, direction: MoveDirection) => {
    const from = ids.indexOf(habit._id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= count) return;
    save(arrayMove(ids, from, to));
    setAnnouncement(HABITS_TEXTS.movedTo(habit.name, to + 1, count));
    refocus.current = { id: habit._id, direction };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    save(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => HABITS_TEXTS.pickedUp(nameOf(active.id), place(active.id), count),
    onDragOver: ({ active, over }) =>
      over ? HABITS_TEXTS.draggedOver(nameOf(active.id), place(over.id), count) : undefined,
    onDragEnd: ({ active, over }) =>
      HABITS_TEXTS.movedTo(nameOf(active.id), place(over?.id ?? active.id), count),
    onDragCancel: ({ active }) =>
      HABITS_TEXTS.moveCancelled(nameOf(active.id), place(active.id), count),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: HABITS_TEXTS.dragInstructions },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul ref={listRef} tabIndex={-1} aria-label={listLabel} className={listClassName}>
          {habits.map((habit, index) => (
            <SortableHabit key={habit._id} id={habit._id} name={habit.name}>
              {(handle) =>
                renderCard(
                  habit,
                  <HabitReorderControls
                    name={habit.name}
                    isFirst={index === 0}
                    isLast={index === count - 1}
                    onMove={(direction) => move(habit, direction)}
                    dragHandle={handle}
                  />,
                )
              }
            </SortableHabit>
          ))}
        </ul>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </DndContext>
  );
}

/** One list item that follows the pointer while dragged; only its handle starts a drag. */
function SortableHabit({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const label = HABITS_TEXTS.dragHandle(name);
  return (
    <li
      ref={setNodeRef}
      data-habit-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-90' : undefined}
    >
      {children(
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={label}
          title={label}
          data-reorder="drag"
          className={`${REORDER_BUTTON_CLASS} cursor-grab touch-none active:cursor-grabbing`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>,
      )}
    </li>
  );
}
