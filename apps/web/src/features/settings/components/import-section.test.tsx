import { IMPORT_SOURCES, type ImportCreated, type ImportView } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { ImportSection } from './import-section';

const ID = '7d3c1f9e-4a7b-4c1e-9a55-000000000001';

const created: ImportCreated = {
  _id: ID,
  source: 'csv',
  status: 'ready',
  preview: {
    habits: [
      {
        name: 'Read',
        kind: 'count',
        days: 3,
        checkIns: 5,
        firstDay: '2026-11-01',
        lastDay: '2026-11-03',
        matches: { _id: 'h1', name: 'READ' },
      },
      {
        name: 'Run',
        kind: 'measure',
        days: 2,
        checkIns: 2,
        firstDay: '2026-11-01',
        lastDay: '2026-11-03',
        matches: null,
      },
    ],
    days: 5,
    checkIns: 7,
    warnings: ['Columns ignored: mood.'],
  },
};

const view = (over: Partial<ImportView>): ImportView => ({
  _id: ID,
  source: 'csv',
  status: 'running',
  createdAt: '2026-11-20T12:00:00.000Z',
  finishedAt: null,
  preview: created.preview,
  progress: { done: 1, total: 2 },
  ...over,
});

const done = view({
  status: 'done',
  finishedAt: '2026-11-20T12:00:05.000Z',
  progress: { done: 2, total: 2 },
  created: { habits: 1, checkIns: 4, protectedDays: 0 },
  merged: { habits: 1 },
  skipped: [{ reason: 'in the future', count: 1 }],
});

function renderImport() {
  return renderRoute(<ImportSection timeZone="Europe/London" />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(settingsUser()) },
  });
}

const csv = () => new File(['date,habit\n2026-11-01,Read\n'], 'history.csv', { type: 'text/csv' });

describe('settings: import your history', () => {
  it('reads a file into a preview, applies it with a progress bar, and shows the result', async () => {
    const fetchMock = routeFetch({
      'GET /api/imports': [
        () => jsonResponse({ imports: [] }),
        () => jsonResponse({ imports: [done] }),
      ],
      'POST /api/imports': () => jsonResponse(created, 201),
      [`POST /api/imports/${ID}/apply`]: () => jsonResponse({ _id: ID, status: 'running' }, 202),
      [`GET /api/imports/${ID}`]: [() => jsonResponse(view({})), () => jsonResponse(done)],
    });
    const { user } = renderImport();

    expect(screen.getByRole('heading', { name: 'Import your history' })).toBeTruthy();
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Read file' }));

    expect(await screen.findByText('What will be imported')).toBeTruthy();
    const sent = callsTo(fetchMock, 'POST /api/imports')[0]?.[1]?.body as FormData;
    expect(sent.get('source')).toBe('csv');
    expect((sent.get('file') as File).name).toBe('history.csv');
    expect(
      screen.getByText(/3 days, 2026-11-01 to 2026-11-03 · joins your habit “READ”/),
    ).toBeTruthy();
    expect(screen.getByText(/new habit/)).toBeTruthy();
    expect(screen.getByText('Columns ignored: mood.')).toBeTruthy();
    expect(
      screen.getByText('Imported days count for streaks and history but earn no points or badges.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '1',
      '2',
    ]);
    expect(screen.getByText('Importing… 50 %')).toBeTruthy();

    expect(
      await screen.findByText(
        'Imported: 1 new habit, 1 habit added to, 4 check-ins.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 day skipped: in the future.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText('Past imports')).toBeTruthy();
  });

  it("shows the server's sentence when the file cannot be read", async () => {
    routeFetch({
      'GET /api/imports': () => jsonResponse({ imports: [] }),
      'POST /api/imports': () =>
        jsonResponse(
          {
            message: 'Line 3: "01/11/2026" is not a date in the form YYYY-MM-DD.',
            code: 'IMPORT_UNREADABLE',
          },
          400,
        ),
    });
    const { user } = renderImport();
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Read file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 3: "01/11/2026" is not a date in the form YYYY-MM-DD.',
    );
    expect(screen.queryByText('What will be imported')).toBeNull();
  });

  it('undoes a past import', async () => {
    const fetchMock = routeFetch({
      'GET /api/imports': [
        () => jsonResponse({ imports: [done] }),
        () => jsonResponse({ imports: [] }),
      ],
      [`DELETE /api/imports/${ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderImport();
    const past = await screen.findByText('Past imports');
    const list = past.parentElement as HTMLElement;
    expect(within(list).getByText(/1 new habit, 4 check-ins/)).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /Undo the import of/ }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE /api/imports/${ID}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Past imports')).toBeNull());
  });

  it('offers every source, with a hint of which file to pick and the file types it takes', async () => {
    const fetchMock = routeFetch({
      'GET /api/imports': () => jsonResponse({ imports: [] }),
      'POST /api/imports': () => jsonResponse({ ...created, source: 'loop' }, 201),
    });
    const { user } = renderImport();
    const select = screen.getByLabelText('Where it comes from');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.value).sort()).toEqual([...IMPORT_SOURCES].sort());
    expect(options.some((o) => o.disabled)).toBe(false);
    expect(options.find((o) => o.value === 'loop')?.textContent).toBe('Loop Habit Tracker');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.csv,text/csv');

    await user.selectOptions(select, 'loop');
    expect(
      screen.getByText(/Export as CSV gives a \.zip, and Export full backup a \.db/),
    ).toBeTruthy();
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.zip,.db,application/zip');
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Loop.zip', {
      type: 'application/zip',
    });
    await user.upload(screen.getByLabelText('File'), zip);
    await user.click(screen.getByRole('button', { name: 'Read file' }));
    expect(await screen.findByText('What will be imported')).toBeTruthy();
    const sent = callsTo(fetchMock, 'POST /api/imports')[0]?.[1]?.body as FormData;
    expect([sent.get('source'), (sent.get('file') as File).name]).toEqual(['loop', 'Loop.zip']);
  });
});
