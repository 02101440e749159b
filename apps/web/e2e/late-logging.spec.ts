import { expect, test } from '@playwright/test';
import {
  inLondonOnServerClock,
  memberWithHabit,
  openDashboardAt,
  screenshot,
  setClocks,
  setServerClock,
} from './support';

inLondonOnServerClock();

// A summer week in London (UTC+1): the habit is made on Tuesday, checked in late on Wednesday.
const TUESDAY_NOON = new Date('2026-06-09T11:00:00Z');
const WEDNESDAY_0930 = new Date('2026-06-10T08:30:00Z');
const WEDNESDAY_1001 = new Date('2026-06-10T09:01:00Z');

test('a habit forgotten last night is checked in for yesterday before 10:00, and not after', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setServerClock(request, TUESDAY_NOON);
  const { email, headers, habitId } = await memberWithHabit(request, {
    name: 'Evening stretch',
    category: 'Fitness',
    dailyTarget: 1,
  });

  // Wednesday, 09:30 in London, for the server and the browser alike.
  await setClocks(page, request, WEDNESDAY_0930);
  await openDashboardAt(page, email);

  const card = page.getByRole('article', { name: 'Evening stretch' });
  const toggle = card.getByRole('button', { name: 'Yesterday', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByText('0 day streak')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('Yesterday, until 10:00')).toBeVisible();
  await screenshot(page, 'late-logging');
  await card.getByRole('button', { name: 'Check in for yesterday' }).click();

  // Yesterday now counts: a one-day streak that today can extend, and today is still open.
  await expect(card.getByText('1 day streak')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  const list = await request.get('/api/habits', { headers });
  const [habit] = (await list.json()) as {
    completions: { date: string; status: string }[];
    streak: { current: number };
  }[];
  expect(habit?.completions).toEqual([{ date: '2026-06-09', count: 1, status: 'done' }]);
  expect(habit?.streak.current).toBe(1);

  // At 10:01 yesterday is closed: the toggle is gone, and the server refuses a late check-in.
  await setClocks(page, request, WEDNESDAY_1001);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  await expect(toggle).toBeHidden();
  const late = await request.patch(`/api/habits/${habitId}/complete`, {
    headers,
    data: { date: '2026-06-09' },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { code: string }).code).toBe('DAY_CLOSED');
});
