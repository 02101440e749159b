import { expect, test, type Page } from '@playwright/test';
import {
  addHabitThroughApi,
  expectNoSidewaysScroll,
  newMember,
  openDashboard,
  openDashboardAt,
  screenshot,
} from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

/** The radio groups are styled labels over visually hidden inputs: people click the label. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name, exact: typeof name === 'string' });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a Premium member uses suggestions, analytics, goals and every export format', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, headers } = await newMember(request, { plan: 'premium' });
  for (const habit of [
    { name: 'Morning run', category: 'Fitness', dailyTarget: 1 },
    { name: 'Read, "slowly" & well', category: 'Learning', dailyTarget: 2 },
  ]) {
    const _id = await addHabitThroughApi(request, headers, habit);
    expect((await request.patch(`/api/habits/${_id}/complete`, { headers })).status()).toBe(200);
  }

  await openDashboardAt(page, email);

  // AI Suggestions: ideas ranked for this person; one click adds one as a habit.
  await openTab(page, 'AI Suggestions');
  const ideas = page.getByRole('article');
  await expect(ideas.first()).toBeVisible();
  await expect(page.getByText('Morning run')).toHaveCount(0); // already kept: not suggested
  await choose(page, 'Wellness');
  const idea = ideas.first();
  const title = (await idea.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await idea.getByRole('button', { name: 'Add this habit' }).click();
  await expect(idea.getByText('Added')).toBeVisible();
  await screenshot(page, 'premium-suggestions');
  const habits = (await (await request.get('/api/habits', { headers })).json()) as {
    name: string;
  }[];
  expect(habits.map((h) => h.name)).toContain(title);

  // Analytics: the period changes the figures' range; the PDF button only says it is done.
  await openTab(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Your progress in numbers' })).toBeVisible();
  const sevenDays = page.waitForResponse((r) =>
    r.url().includes('/api/premium/analytics?period=7d'),
  );
  await choose(page, '7 days');
  expect((await sevenDays).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Streak analysis' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Morning run' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('PDF report generated successfully!')).toBeVisible();
  // On a phone the report fits the window: a wide table scrolls inside its own box.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  if (wide) await page.setViewportSize(wide);
  await screenshot(page, 'premium-analytics');

  // Goals: create, edit, pause, resume and delete.
  await openTab(page, 'Goals');
  await page.getByRole('button', { name: 'New goal' }).first().click();
  const form = page.getByRole('dialog', { name: 'New goal' });
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(form.getByText('Please enter a goal title')).toBeVisible();
  await form.getByLabel('Title').fill('Run ten days');
  await form.getByLabel('Type').selectOption('frequency');
  await form.getByLabel('Target').fill('10');
  await form.getByLabel('Habit', { exact: true }).selectOption({ label: 'Morning run' });
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(form).toBeHidden();
  const goal = page.getByRole('article', { name: 'Run ten days' });
  await expect(goal.getByText('1 of 10 days')).toBeVisible();

  await goal.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit goal' });
  await edit.getByLabel('Title').fill('Run twelve days');
  await edit.getByLabel('Target').fill('12');
  await edit.getByRole('button', { name: 'Save goal' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('article', { name: 'Run twelve days' });
  await expect(edited.getByText('1 of 12 days')).toBeVisible();

  await edited.getByRole('button', { name: 'Pause' }).click();
  await expect(edited.getByText('Paused', { exact: true })).toBeVisible();
  await screenshot(page, 'premium-goals');
  await edited.getByRole('button', { name: 'Resume' }).click();
  await expect(edited.getByText('Active', { exact: true })).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete goal?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(edited).toBeHidden();
  await expect(page.getByText('Set your first goal')).toBeVisible();

  // Export: each format downloads a dated file.
  await openTab(page, 'Export');
  await screenshot(page, 'premium-export');
  for (const [label, extension] of [
    ['JSON', 'json'],
    ['CSV', 'csv'],
    ['XML', 'xml'],
    ['PDF', 'pdf'],
  ] as const) {
    await choose(page, new RegExp(`^${label}`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^streakwise-export-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
    const body = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('latin1');
    if (extension === 'pdf') expect(text.startsWith('%PDF-')).toBe(true);
    else expect(text).toContain('Morning run');
  }
});

test('a free member sees the Premium teasers and the export is refused', async ({
  page,
  request,
}) => {
  const { email, headers } = await newMember(request);
  const refused = await request.get('/api/premium/export?format=csv', { headers });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Premium subscription required for data export',
  );

  await openDashboard(page, email);
  await page.getByRole('tab', { name: /^Analytics/ }).click();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/premium',
  );
});
