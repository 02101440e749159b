import { expect, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  inLondonOnServerClock,
  memberWithHabit,
  openDashboardAt,
  screenshot,
  setClocks,
  setServerClock,
} from './support';

inLondonOnServerClock();

// A summer week in London (UTC+1): done Monday to Friday at noon, Saturday forgotten.
const MONDAY = '2026-06-01';
const noonOf = (day: number) => new Date(Date.parse(`${MONDAY}T11:00:00Z`) + day * 86_400_000);
const SUNDAY_0930 = new Date('2026-06-07T08:30:00Z');

test('a streak broken by a forgotten day says it is at risk until 10:00, and a late check-in saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setServerClock(request, noonOf(0));
  const { email, headers, habitId } = await memberWithHabit(request, {
    name: 'Evening stretch',
    category: 'Fitness',
    dailyTarget: 1,
  });
  for (let day = 0; day < 5; day += 1) {
    await setServerClock(request, noonOf(day));
    const done = await request.patch(`/api/habits/${habitId}/complete`, { headers });
    expect(done.status()).toBe(200);
  }

  // Sunday 09:30: Saturday was missed and can still be checked in.
  await setClocks(page, request, SUNDAY_0930);
  await openDashboardAt(page, email);

  const card = page.getByRole('article', { name: 'Evening stretch' });
  const atRisk = card.getByText('5-day streak at risk — log yesterday by 10:00');
  await expect(atRisk).toBeVisible();
  await expect(card.getByText('0 day streak')).toHaveCount(0);
  // Five kept days, then a miss: 1 − m⁵, less a step (docs/strength.md).
  await expect(card.getByRole('meter', { name: 'Strength 22 of 100' })).toBeVisible();
  await card.getByRole('button', { name: 'What is strength?' }).click();
  await expect(
    card.getByText(
      'How firmly this habit holds: each kept day adds, each miss takes a little away.',
    ),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 900 });
  await expect(atRisk).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'streak-at-risk', [
    ['1280', 1280],
    ['390', 390],
  ]);

  // The late check-in: the streak is whole again, one day longer, and stronger.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await card.getByRole('button', { name: 'Check in for yesterday' }).click();
  await expect(card.getByText('6 day streak')).toBeVisible();
  await expect(atRisk).toHaveCount(0);
  await expect(card.getByRole('meter', { name: 'Strength 27 of 100' })).toBeVisible();
  await screenshot(page, 'streak-saved', [
    ['1280', 1280],
    ['390', 390],
  ]);
});
