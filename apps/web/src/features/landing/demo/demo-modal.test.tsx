import { DEMO_INTERVAL_MS, HABIT_CATEGORIES } from '@streakwise/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoModal } from './demo-modal';

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const counter = () => screen.getByTestId('demo-counter').textContent;

function setup() {
  const onClose = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<DemoModal open onClose={onClose} />);
  return { user, onClose };
}

describe('DemoModal', () => {
  beforeEach(() => {
    // shouldAdvanceTime lets Testing Library's own waits run; the steps below are seconds apart.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wraps around both ways with the buttons and the arrow keys', async () => {
    const { user } = setup();
    expect(counter()).toBe('1 of 5');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('5 of 5');
    expect(screen.getByText(/the first 100 users get Premium free for 1 month/)).toBeTruthy();
    expect(screen.getByText(/AI coach.*goals.*PDF, CSV, XML/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('1 of 5');

    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('5 of 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('2 of 5');
  });

  it('auto-advances every 4 seconds and stays put when paused', async () => {
    const { user } = setup();

    tick(DEMO_INTERVAL_MS - 500);
    expect(counter()).toBe('1 of 5');
    tick(500);
    expect(counter()).toBe('2 of 5');

    await user.click(screen.getByRole('button', { name: 'Pause demo' }));
    tick(DEMO_INTERVAL_MS * 3);
    expect(counter()).toBe('2 of 5');

    await user.click(screen.getByRole('button', { name: 'Play demo' }));
    tick(DEMO_INTERVAL_MS);
    expect(counter()).toBe('3 of 5');
  });

  it('closes from the close button and from Escape', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps all five slides laid out in one place, showing and voicing only the current one', async () => {
    const { user } = setup();
    const laidOut = () => document.querySelectorAll('[aria-roledescription="slide"]');
    const voiced = () =>
      screen.getAllByRole('group', { name: /^\d of 5$/ }).map((s) => s.ariaLabel);
    expect(laidOut()).toHaveLength(5);
    expect(voiced()).toEqual(['1 of 5']);

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(laidOut()).toHaveLength(5);
    expect(voiced()).toEqual(['2 of 5']);
  });

  it('shows only categories the app offers', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const creation = document.querySelector<HTMLElement>('[aria-label="2 of 5"]');
    expect(creation).not.toBeNull();
    const category = within(creation as HTMLElement).getByText('Category').nextElementSibling;
    expect(HABIT_CATEGORIES).toContain(category?.textContent?.trim());
  });
});
