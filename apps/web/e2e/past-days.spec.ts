import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import {
  inLondonOnServerClock,
  memberWithHabit,
  openDashboardAt,
  screenshot,
  setClocks,
  setServerClock,
} from './support';

// Any past day (docs/decisions/031-past-days-and-notes.md): the card's calendar button opens the
// habit's month, and a closed day is corrected there, by mouse and by keyboard.

inLondonOnServerClock();

// The habit is made on Monday 8 June 2026; it is now Friday the 12th, at noon in London.
const MONDAY_NOON = new Date('2026-06-08T11:00:00Z');
const FRIDAY_NOON = new Date('2026-06-12T11:00:00Z');

async function openPastDays(page: Page) {
  await page.getByRole('button', { name: 'Past days of Reading' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Past days · Reading' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('June 2026')).toBeVisible();
  return dialog;
}

for (const width of [1280, 390]) {
  test(`a closed day is corrected from the calendar, with a note, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await setServerClock(request, MONDAY_NOON);
    const { email, headers, habitId } = await memberWithHabit(request, {
      name: 'Reading',
      category: 'Learning',
      dailyTarget: 2,
    });

    await setClocks(page, request, FRIDAY_NOON);
    await openDashboardAt(page, email, width);

    // By mouse: Tuesday, twice done, with a note.
    let dialog = await openPastDays(page);
    await expect(dialog.getByRole('button', { name: 'Saturday 13 June: not yet' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Tuesday 9 June: 0 of 2' }).click();
    await expect(
      dialog.getByText(/A correction: your history, streak and rates change/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'One more' }).click();
    await dialog.getByRole('button', { name: 'One more' }).click();
    await dialog.getByLabel('Note').fill('Finished the book on the train');
    await expectNoSeriousAxeViolations(page, `the past-days dialog at ${width} px`);
    await screenshot(page, 'past-days', [[String(width), width]]);
    await dialog.getByRole('button', { name: 'Save day' }).click();
    await expect(
      page.getByText('Day corrected: history and streak updated, points unchanged'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Tuesday 9 June: 2 of 2, has a note, corrected' }),
    ).toBeVisible();

    // By keyboard: Wednesday, from its button, then Enter, the stepper and Save.
    const wednesday = dialog.getByRole('button', { name: 'Wednesday 10 June: 0 of 2' });
    await wednesday.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'One more' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save day' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('button', { name: 'Wednesday 10 June: 2 of 2, corrected' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The history and the streak moved; the points did not.
    const days = await request.get(`/api/habits/${habitId}/days?from=2026-06-01&to=2026-06-30`, {
      headers,
    });
    expect(((await days.json()) as { days: unknown[] }).days).toEqual([
      {
        date: '2026-06-09',
        count: 2,
        target: 2,
        note: 'Finished the book on the train',
        corrected: true,
      },
      { date: '2026-06-10', count: 2, target: 2, note: null, corrected: true },
    ]);
    const me = await request.get('/api/auth/me', { headers });
    expect(((await me.json()) as { user: { points: number } }).user.points).toBe(0);
    // Reopened, the month shows what was saved.
    dialog = await openPastDays(page);
    await expect(
      dialog.getByRole('button', { name: 'Tuesday 9 June: 2 of 2, has a note, corrected' }),
    ).toBeVisible();
  });
}
