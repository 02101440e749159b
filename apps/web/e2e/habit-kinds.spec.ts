import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { expectNoSidewaysScroll, newMember, openDashboardAt, screenshot } from './support';

/*
 * The three kinds of habit (docs/decisions/032-habit-kinds.md), made and used as a person would:
 * a count, a measure with its unit, and a habit to quit with its daily limit.
 */
test.use({ timezoneId: 'Europe/London' });

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openAddHabit(page: Page, name: string, kind: 'Count' | 'Measure' | 'Quit') {
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Habit' });
  await dialog.getByLabel('Habit name').fill(name);
  await dialog.getByLabel('Category').selectOption('Health');
  // The radio itself is drawn as a segmented button: the person taps its visible name.
  await dialog.getByText(kind, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: kind })).toBeChecked();
  return dialog;
}

for (const width of [1280, 390]) {
  test(`a person keeps a count, a measure and a habit to quit at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email, headers } = await newMember(request);
    await openDashboardAt(page, email, width);
    await page.getByRole('tab', { name: 'My Habits' }).click();

    // A measure: its own fields only, with the unit beside the target.
    let dialog = await openAddHabit(page, 'Run', 'Measure');
    await expect(dialog.getByLabel('Daily limit')).toHaveCount(0);
    await dialog.getByLabel('Unit', { exact: true }).fill('km');
    await dialog.getByLabel('Daily target').fill('5');
    await screenshot(page, 'habit-kinds-add-measure', [[String(width), width]]);
    await dialog.getByRole('button', { name: 'Add Habit' }).click();
    await expect(dialog).toBeHidden();
    const run = card(page, 'Run');
    await expect(run.getByText('0 of 5 km today')).toBeVisible();

    // Two entries reach the target; the day is done and says more still counts.
    const amount = run.getByLabel('Amount (km)');
    await amount.fill('2.5');
    await amount.press('Enter');
    await expect(run.getByText('2.5 of 5 km today')).toBeVisible();
    await amount.fill('2.5');
    await run.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(run.getByText('5 of 5 km today')).toBeVisible();
    await expect(run.getByText('Target reached today: more still counts')).toBeVisible();
    // A wrong amount is refused where it was typed, and nothing is sent.
    await amount.fill('-1');
    await amount.press('Enter');
    await expect(run.getByRole('alert')).toBeVisible();
    await expect(run.getByText('5 of 5 km today')).toBeVisible();

    // A habit to quit: a limit, slips logged one by one, over once past it.
    dialog = await openAddHabit(page, 'Coffee', 'Quit');
    await expect(dialog.getByLabel('Unit', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Daily limit').fill('2');
    await dialog.getByRole('button', { name: 'Add Habit' }).click();
    await expect(dialog).toBeHidden();
    const coffee = card(page, 'Coffee');
    await expect(coffee.getByText('0 of at most 2 today')).toBeVisible();
    await expect(coffee.getByText('Kept 1 day')).toBeVisible();
    for (const seen of ['1 of at most 2 today', '2 of at most 2 today']) {
      await coffee.getByRole('button', { name: 'Log a slip' }).click();
      await expect(coffee.getByText(seen, { exact: true })).toBeVisible();
    }
    await coffee.getByRole('button', { name: 'Log a slip' }).click();
    await expect(coffee.getByText('3 of at most 2 today — over')).toBeVisible();
    await coffee.getByRole('button', { name: 'Undo last slip for Coffee' }).click();
    await expect(coffee.getByText('2 of at most 2 today', { exact: true })).toBeVisible();

    // A count, as every habit was before kinds.
    dialog = await openAddHabit(page, 'Stretch', 'Count');
    await dialog.getByLabel('Daily target').fill('1');
    await dialog.getByRole('button', { name: 'Add Habit' }).click();
    await expect(dialog).toBeHidden();
    await card(page, 'Stretch').getByRole('button', { name: 'Mark Complete' }).click();
    await expect(card(page, 'Stretch').getByText('1 day streak')).toBeVisible();

    // What the server kept, as an API client reads it.
    const listed = await request.get('/api/habits', { headers });
    expect(listed.status()).toBe(200);
    const habits = (await listed.json()) as { name: string }[];
    const byName = new Map(habits.map((h) => [h.name, h]));
    expect(byName.get('Run')).toMatchObject({
      kind: 'measure',
      unit: 'km',
      target: 5,
      today: { completed: 5, isComplete: true },
    });
    expect(byName.get('Coffee')).toMatchObject({
      kind: 'quit',
      limit: 2,
      today: { completed: 2, isComplete: true },
    });
    expect(byName.get('Stretch')).toMatchObject({ kind: 'count', unit: null });

    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `the three kinds' cards at ${width} px`);
    await screenshot(page, 'habit-kinds-cards', [[String(width), width]]);
  });
}
