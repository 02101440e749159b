import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import {
  createAccount,
  expectNoSidewaysScroll,
  rejectCookiesIfAsked,
  screenshot,
  signIn,
} from './support';

/*
 * Issue 28's journey: a new person brings five days of a habit from a spreadsheet (Settings →
 * Import), sees the preview, applies it, finds the habit with its history on the dashboard, and
 * undoes the import from Settings. The sample (apps/server/src/modules/imports/samples/journey.csv)
 * is moved so that its last day is yesterday.
 */

const SAMPLE = readFileSync(
  new URL('../../server/src/modules/imports/samples/journey.csv', import.meta.url),
  'utf8',
);
const DAY_MS = 86_400_000;

/** The sample's rows on the five days up to yesterday (UTC), oldest first. */
function journeyCsv(): string {
  const [header = '', ...rows] = SAMPLE.trim().split('\n');
  const first = Date.now() - rows.length * DAY_MS;
  const moved = rows.map((row, i) => {
    const day = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    return row.replace(/^\d{4}-\d{2}-\d{2}/, day);
  });
  return [header, ...moved].join('\n') + '\n';
}

for (const width of [1280, 390]) {
  test(`imports a spreadsheet's history and undoes it, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await rejectCookiesIfAsked(page);

    await page.goto('/settings#import');
    const card = page.locator('#import');
    await expect(card.getByRole('heading', { name: 'Import your history' })).toBeVisible();
    await card.getByLabel('Where it comes from').selectOption('csv');
    await card.getByLabel('File').setInputFiles({
      name: 'journey.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(journeyCsv()),
    });
    await card.getByRole('button', { name: 'Read file' }).click();

    await expect(card.getByRole('heading', { name: 'What will be imported' })).toBeVisible();
    await expect(card.getByText('Morning pages')).toBeVisible();
    await expect(card.getByText(/^5 days, .* · new habit$/)).toBeVisible();
    await expect(
      card.getByText('Imported days count for streaks and history but earn no points or badges.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `the import preview at ${width} px`);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'import', [[String(width), width]]);

    await card.getByRole('button', { name: 'Import', exact: true }).click();
    // The bar shows while the job runs; a five-day file may finish before it is drawn.
    await expect(
      card.getByRole('progressbar', { name: 'Import progress' }).or(card.getByText(/^Imported:/)),
    ).toBeVisible();
    await expect(
      card.getByText('Imported: 1 new habit, 0 habits added to, 5 check-ins.'),
    ).toBeVisible();
    const undo = card.getByRole('button', { name: /^Undo the import of / });
    await expect(undo).toBeVisible();

    await page.goto('/dashboard');
    const habit = page.getByRole('article').filter({ hasText: 'Morning pages' });
    await expect(habit).toBeVisible();
    await expect(habit.getByText('best 5')).toBeVisible();

    await page.goto('/settings#import');
    await page
      .locator('#import')
      .getByRole('button', { name: /^Undo the import of / })
      .click();
    await expect(page.getByText('The import was undone.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Morning pages')).toHaveCount(0);
  });
}
