import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { HABITS_TEXTS } from '../habits-texts';

export type MoveDirection = 'up' | 'down';

interface HabitReorderControlsProps {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
  /** The drag handle, made by the sortable list that listens to it. */
  dragHandle: ReactNode;
}

export const REORDER_BUTTON_CLASS =
  'rounded-lg p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * A card's drag handle and its Move up / Move down buttons, each named with the habit's name. The
 * end buttons say they cannot move (aria-disabled) rather than being disabled, so a button that
 * just moved its card to an end keeps the focus.
 */
export function HabitReorderControls({
  name,
  isFirst,
  isLast,
  onMove,
  dragHandle,
}: HabitReorderControlsProps) {
  const moves: [MoveDirection, string, typeof ChevronUp, boolean][] = [
    ['up', HABITS_TEXTS.moveUp(name), ChevronUp, isFirst],
    ['down', HABITS_TEXTS.moveDown(name), ChevronDown, isLast],
  ];
  return (
    <span className="-mr-2 flex shrink-0 items-center">
      {moves.map(([direction, label, Icon, stuck]) => (
        <button
          key={direction}
          type="button"
          data-reorder={direction}
          aria-label={label}
          title={label}
          aria-disabled={stuck || undefined}
          onClick={() => {
            if (!stuck) onMove(direction);
          }}
          className={REORDER_BUTTON_CLASS}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      {dragHandle}
    </span>
  );
}
