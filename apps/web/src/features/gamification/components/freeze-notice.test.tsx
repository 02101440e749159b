import type { FreezeUse } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeFreezes, makeHabit, makeStats } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';
import { FREEZE_NOTICE_STORAGE_KEY } from '../freeze-notice-storage';

const read = makeHabit({ name: 'Read' });
const walk = makeHabit({ name: 'Walk' });
const use = (habit: typeof read, date: string): FreezeUse => ({
  habitId: habit._id,
  habitName: habit.name,
  date,
  usedAt: `${date}T09:00:00.000Z`,
});
const READ_SAVED = 'A streak freeze saved your “Read” streak on Tuesday 11 November.';
const WALK_SAVED = 'A streak freeze saved your “Walk” streak on Monday 10 November.';

function renderWith(recentUses: FreezeUse[]) {
  return renderDashboard({
    habits: [read, walk],
    routes: {
      'GET /api/gamification/stats': () =>
        jsonResponse(makeStats({ freezes: makeFreezes({ recentUses }) })),
    },
  });
}

const noticeSaying = async (text: string) => {
  const notice = (await screen.findByText(text)).closest('[role="status"]');
  if (!(notice instanceof HTMLElement)) throw new Error(`no status notice says ${text}`);
  return notice;
};

describe('the streak freeze notice', () => {
  it('tells of each freeze used, once: "Got it" puts it away for good', async () => {
    const uses = [use(read, '2025-11-11'), use(walk, '2025-11-10')];
    const { user, unmount } = renderWith(uses);
    await noticeSaying(READ_SAVED);
    await noticeSaying(WALK_SAVED);

    const gotIt = screen.getAllByRole('button', { name: 'Got it' });
    expect(gotIt).toHaveLength(2);
    await user.click(gotIt[0] as HTMLElement);

    expect(screen.queryByText(READ_SAVED)).toBeNull();
    expect(screen.getByText(WALK_SAVED)).toBeTruthy();
    // The keyboard goes on to the notice still there.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }));
    unmount();

    // The next visit, with the same uses listed, shows only the one not dismissed.
    renderWith(uses);
    await noticeSaying(WALK_SAVED);
    expect(screen.queryByText(READ_SAVED)).toBeNull();
  });

  it('says nothing when no freeze was used', async () => {
    renderWith([]);
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('4 of 15 habit-days');
    expect(screen.queryByText(/A streak freeze saved/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it('still works, for this visit, when storage is blocked', async () => {
    // Only this notice's key is refused, so the session token can still be read.
    const real = window.localStorage;
    const refuse = (key: string) => {
      if (key === FREEZE_NOTICE_STORAGE_KEY) throw new DOMException('blocked', 'SecurityError');
    };
    const blocked: Storage = {
      get length() {
        return real.length;
      },
      key: (index) => real.key(index),
      getItem: (key) => {
        refuse(key);
        return real.getItem(key);
      },
      setItem: (key, value) => {
        refuse(key);
        real.setItem(key, value);
      },
      removeItem: (key) => real.removeItem(key),
      clear: () => real.clear(),
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(blocked);
    const { user } = renderWith([use(read, '2025-11-11')]);
    await noticeSaying(READ_SAVED);

    await user.click(screen.getByRole('button', { name: 'Got it' }));

    expect(screen.queryByText(READ_SAVED)).toBeNull();
  });
});
