import { MESSAGES } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { watchDownloads } from '../../../test/watch-downloads';

const EXPORT = 'GET /api/premium/export';

function csvFile(): Response {
  return new Response('date,habit,count\n2025-11-12,Read,1\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="streakwise-export-2025-11-12.csv"',
    },
  });
}

function openExport(routes: NonNullable<Parameters<typeof renderDashboard>[0]>['routes']) {
  return renderDashboard({ user: userOn('premium'), url: '/dashboard?tab=export', routes });
}

describe('Export tab', () => {
  it('prepares the file, then downloads it under the server’s name', async () => {
    const downloads = watchDownloads();
    let deliver: (response: Response) => void = () => undefined;
    const { user, fetchMock } = openExport({
      [EXPORT]: () => new Promise<Response>((resolve) => (deliver = resolve)),
    });

    await user.click(await screen.findByRole('radio', { name: /CSV/ }));
    await user.type(screen.getByLabelText('Start date'), '2025-11-01');
    await user.type(screen.getByLabelText('End date'), '2025-11-12');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Preparing your file…',
    });
    expect(busy.disabled).toBe(true);
    deliver(csvFile());

    expect(await screen.findByText('streakwise-export-2025-11-12.csv downloaded')).toBeTruthy();
    expect(downloads.clicks).toHaveLength(1);
    expect(downloads.clicks[0]?.download).toBe('streakwise-export-2025-11-12.csv');
    expect(downloads.clicks[0]?.getAttribute('href')).toBe('blob:streakwise/1');
    expect(await downloads.created.mock.calls[0]?.[0].text()).toContain('2025-11-12,Read,1');
    await waitFor(() => expect(downloads.revoked).toHaveBeenCalledWith('blob:streakwise/1'));
    expect(document.querySelector('a[download]')).toBeNull();

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/premium/export?format=csv&startDate=2025-11-01&endDate=2025-11-12',
      expect.anything(),
    );
    expect(sentTo(fetchMock, EXPORT).headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('exports everything as JSON by default', async () => {
    const downloads = watchDownloads();
    const { user, fetchMock } = openExport({
      [EXPORT]: () =>
        new Response('{"habits":[]}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="streakwise-export.json"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByText('streakwise-export.json downloaded');
    expect(downloads.clicks[0]?.download).toBe('streakwise-export.json');
    expect(fetchMock).toHaveBeenCalledWith('/api/premium/export?format=json', expect.anything());
  });

  it('says why the export failed, in a toast and on the page', async () => {
    const downloads = watchDownloads();
    const { user } = openExport({
      [EXPORT]: () =>
        jsonResponse({ message: MESSAGES.exportRequiresPremium, code: 'PREMIUM_REQUIRED' }, 403),
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));

    const text = 'Export failed: Premium subscription required for data export';
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(downloads.clicks).toHaveLength(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(false);
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const { user, fetchMock } = openExport({ [EXPORT]: () => csvFile() });
    await user.type(await screen.findByLabelText('Start date'), '2025-11-12');
    await user.type(screen.getByLabelText('End date'), '2025-11-01');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText(MESSAGES.exportRangeInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, EXPORT)).toHaveLength(0);
  });
});
