import type { Habit } from '@streakwise/shared';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { vi, type Mock } from 'vitest';
import { makeStore } from '../../../app/store';
import { signedIn } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import type { CheckInEntry, PendingAction } from '../habits-types';
import type { CheckInEnd } from '../hooks/use-habit-actions';
import { HabitCard } from './habit-card';

/** The card tests' set-up (habit-card*.test.tsx): one card, its handlers mocks. */

export type HabitCompleteMock = Mock<
  (habit: Habit, entry: CheckInEntry, date?: string) => Promise<CheckInEnd> | void
>;
type HabitMock = Mock<(habit: Habit) => void>;

interface RenderedCard extends RenderResult {
  onComplete: HabitCompleteMock;
  onUndo: HabitMock;
  onDelete: HabitMock;
  onEdit: HabitMock;
  onArchive: HabitMock;
  onRestDay: HabitMock;
  card: HTMLElement;
  user: UserEvent;
}

interface CardSetup {
  pending?: PendingAction;
  /** Signs in a person in this zone: the card reads it for its 30-day rate and yesterday. */
  timezone?: string;
  onComplete?: HabitCompleteMock;
}

export function renderCard(
  habit = makeHabit(),
  { pending, timezone, onComplete = vi.fn() }: CardSetup = {},
): RenderedCard {
  const handlers = {
    onComplete,
    onUndo: vi.fn(),
    onDelete: vi.fn(),
    onEdit: vi.fn(),
    onArchive: vi.fn(),
    onRestDay: vi.fn(),
  };
  const store = makeStore(timezone ? { auth: signedIn(userOn('free', { timezone })) } : undefined);
  const view = render(
    <Provider store={store}>
      <HabitCard habit={habit} pending={pending} {...handlers} />
    </Provider>,
  );
  const card = screen.getByRole('article', { name: habit.name });
  return { ...view, ...handlers, card, user: userEvent.setup() };
}

/** The progress bar's filled share, as its style sets it. */
export const fillWidth = () => screen.getByTestId('progress-fill').style.width;
