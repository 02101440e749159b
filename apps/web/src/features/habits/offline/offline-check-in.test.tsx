import 'fake-indexeddb/auto';
import { localDay } from '@streakwise/shared';
import { screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { BROWSER_ZONE, makeHabit, makeMeasure, makeResult } from '../../../test/habit-fixtures';
import { sentTo, callsTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { closeOfflineDb } from './offline-db';
import { queuedEntries } from './outbox';
import { syncOutbox } from './offline-thunks';
import { completeHabit } from '../habits-thunks';

const today = () => localDay(new Date(), BROWSER_ZONE);

function habitOfToday() {
  const habit = makeHabit({ name: 'Stretch', dailyTarget: 3, completed: 1 });
  return { ...habit, today: { ...habit.today, date: today() } };
}

let online = false;
beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeOfflineDb();
});

describe('a check-in with no network', () => {
  it('shows at once, waits on this device for today, and is sent once with its key', async () => {
    const habit = habitOfToday();
    const after = { ...habit, today: { ...habit.today, completed: 2 } };
    const { user, fetchMock, store } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () => {
          if (!online) throw new TypeError('Failed to fetch');
          return jsonResponse(makeResult(after));
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: '+1 (2 left)' }));

    expect(await screen.findByRole('button', { name: '+1 (1 left)' })).toBeTruthy();
    expect(await screen.findByText(/saved on this device/i)).toBeTruthy();
    const queued = await queuedEntries();
    expect(queued).toMatchObject([
      { habitId: habit._id, kind: 'complete', count: 1, date: today() },
    ]);
    expect(callsTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`)).toHaveLength(0);

    online = true;
    await store.dispatch(syncOutbox());

    await waitFor(async () => expect(await queuedEntries()).toEqual([]));
    const sends = callsTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`);
    expect(sends).toHaveLength(1);
    const sent = sentTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`);
    expect(sent.body).toEqual({ count: 1, date: today() });
    expect(sent.headers.get('Idempotency-Key')).toBe(queued[0]?.key);
  });

  it('shows a check-in the server refuses later, with its reason', async () => {
    const habit = habitOfToday();
    const { user, store } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () => {
          if (!online) throw new TypeError('Failed to fetch');
          return jsonResponse({ code: 'HABIT_ARCHIVED', message: 'This habit is archived.' }, 409);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '+1 (2 left)' }));
    await screen.findByText(/saved on this device/i);

    online = true;
    await store.dispatch(syncOutbox());

    expect(await screen.findByText(/This habit is archived\./)).toBeTruthy();
    expect(screen.getByText(/Stretch/, { selector: '[data-refused] *' })).toBeTruthy();
  });

  it('lets an undo take back a check-in still on the device: neither is ever sent', async () => {
    const habit = habitOfToday();
    const { user, fetchMock } = renderDashboard({ habits: [habit] });
    await user.click(await screen.findByRole('button', { name: '+1 (2 left)' }));
    await screen.findByRole('button', { name: '+1 (1 left)' });

    await user.click(screen.getByRole('button', { name: /Undo/ }));

    expect(await screen.findByRole('button', { name: '+1 (2 left)' })).toBeTruthy();
    expect(await queuedEntries()).toEqual([]);
    expect(callsTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`)).toHaveLength(0);
    expect(callsTo(fetchMock, `DELETE /api/habits/${habit._id}/complete`)).toHaveLength(0);
  });

  it('keeps a late check-in of yesterday for yesterday, shown on that day', async () => {
    const habit = habitOfToday();
    const { store } = renderDashboard({ habits: [habit] });
    await screen.findByRole('button', { name: '+1 (2 left)' });
    const yesterday = localDay(new Date(Date.now() - 24 * 3600 * 1000), BROWSER_ZONE);

    await store.dispatch(completeHabit({ habitId: habit._id, count: 1, date: yesterday }));

    expect(await queuedEntries()).toMatchObject([{ date: yesterday, count: 1 }]);
    const shown = store.getState().habits.items[0];
    expect(shown?.completions).toContainEqual({ date: yesterday, count: 1, status: 'partial' });
    expect(shown?.today.completed).toBe(1);
  });

  it("keeps a measure's amount, shows it at once, and sends it as an amount", async () => {
    const measure = makeMeasure({ name: 'Run', amount: 1, target: 5, unit: 'km' });
    const habit = { ...measure, today: { ...measure.today, date: today() } };
    const path = `PATCH /api/habits/${habit._id}/complete`;
    const { user, fetchMock, store } = renderDashboard({
      habits: [habit],
      routes: {
        [path]: () => {
          if (!online) throw new TypeError('Failed to fetch');
          return jsonResponse(makeResult(habit));
        },
      },
    });
    const progress = () => document.querySelector('[data-progress]')?.textContent;
    await user.type(await screen.findByLabelText('Amount (km)'), '2.5{Enter}');

    await waitFor(() => expect(progress()).toBe('3.5 of 5 km today'));
    expect(await queuedEntries()).toMatchObject([{ habitId: habit._id, amount: 2.5 }]);
    // An undo takes back the entry still on the device, and its amount.
    await user.click(screen.getByRole('button', { name: 'Undo last entry for Run' }));
    await waitFor(() => expect(progress()).toBe('1 of 5 km today'));
    expect(await queuedEntries()).toEqual([]);

    await user.type(screen.getByLabelText('Amount (km)'), '4{Enter}');
    await waitFor(() => expect(progress()).toBe('5 of 5 km today'));
    online = true;
    await store.dispatch(syncOutbox());
    await waitFor(() => expect(callsTo(fetchMock, path)).toHaveLength(1));
    expect(sentTo(fetchMock, path).body).toEqual({ amount: 4, date: today() });
  });
});
