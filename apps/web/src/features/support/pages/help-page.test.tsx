import { SUPPORT_MESSAGES, type SupportRequestItem, type User } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn, testUser } from '../../../test/fixtures';
import { renderApp, renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { HelpPage } from './help-page';

const LIST = 'GET /api/support';
const SEND = 'POST /api/support';

const premiumUser: User = {
  ...testUser,
  subscription: { ...testUser.subscription, type: 'premium', priceType: 'monthly' },
};
const earlier: SupportRequestItem = {
  _id: '5d0a4c8e-2b1f-4e7a-9c3d-1f2e3a4b5c6d',
  subject: 'Streak reset',
  message: 'My streak went back to zero.',
  priority: false,
  firstResponseBy: '2026-12-09T17:00:00.000Z',
  createdAt: '2026-12-04T17:00:00.000Z',
};

function renderHelp(user: User = testUser) {
  return renderRoute(<HelpPage />, { path: '/help', preloadedState: { auth: signedIn(user) } });
}

describe('/help', () => {
  it('is reached from the account menu', async () => {
    routeFetch({
      [LIST]: () => jsonResponse({ requests: [] }),
      'GET /api/habits': () => jsonResponse([]),
    });
    const { user } = renderApp('/settings', { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Help · Streakwise'));
  });

  it('tells a Free member their promise before they write, and lists what they sent', async () => {
    routeFetch({ [LIST]: () => jsonResponse({ requests: [earlier] }) });
    renderHelp();

    expect(screen.getByText('We reply within three working days.')).toBeTruthy();
    expect(screen.getByText(new RegExp(SUPPORT_MESSAGES.promise.replace('.', '\\.')))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get priority support with Premium' })).toBeTruthy();

    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Streak reset' })).toBeTruthy();
    expect(within(item).getByText('My streak went back to zero.')).toBeTruthy();
    expect(
      within(item).getByText('Reply promised by Wednesday 9 December 2026 at 17:00 GMT'),
    ).toBeTruthy();
    expect(within(item).queryByText('Priority')).toBeNull();
  });

  it('sends a Premium message, says when the reply is due, focuses that, and reloads the list', async () => {
    const sent: SupportRequestItem = {
      _id: '7e1b5d9f-3c2a-4f8b-8d4e-2a3b4c5d6e7f',
      subject: 'Export to PDF',
      message: 'How do I export?',
      priority: true,
      firstResponseBy: '2026-12-07T17:00:00.000Z',
      createdAt: '2026-12-04T17:00:00.000Z',
    };
    const fetchMock = routeFetch({
      [LIST]: [() => jsonResponse({ requests: [] }), () => jsonResponse({ requests: [sent] })],
      [SEND]: () =>
        jsonResponse({ _id: sent._id, priority: true, firstResponseBy: sent.firstResponseBy }, 201),
    });
    const { user } = renderHelp(premiumUser);
    expect(
      screen.getByText('You have priority support: we reply within one working day.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /priority support with Premium/ })).toBeNull();
    expect(await screen.findByText('You have not written to us yet.')).toBeTruthy();

    await user.type(screen.getByLabelText('Subject'), '  Export to PDF ');
    await user.type(screen.getByLabelText('Message'), 'How do I export?');
    expect(screen.getByText('16 of 5,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(SUPPORT_MESSAGES.sent);
    expect(status.textContent).toContain('We will reply by Monday 7 December 2026 at 17:00 GMT.');
    expect(status.parentElement?.contains(document.activeElement)).toBe(true);
    expect(sentTo(fetchMock, SEND).body).toEqual({
      subject: 'Export to PDF',
      message: 'How do I export?',
    });
    // The form is empty again, and the list shows the new request, marked priority.
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Priority')).toBeTruthy();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('checks the fields before sending, and sends nothing while they are wrong', async () => {
    const fetchMock = routeFetch({ [LIST]: () => jsonResponse({ requests: [] }) });
    const { user } = renderHelp();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(SUPPORT_MESSAGES.subjectRequired)).toBeTruthy();
    expect(screen.getByText(SUPPORT_MESSAGES.messageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    expect(callsTo(fetchMock, SEND)).toHaveLength(0);
  });

  it('says so when the limit is reached, keeping what was written', async () => {
    routeFetch({
      [LIST]: () => jsonResponse({ requests: [] }),
      [SEND]: () => jsonResponse({ message: SUPPORT_MESSAGES.tooMany, code: 'RATE_LIMITED' }, 429),
    });
    const { user } = renderHelp();
    await user.type(screen.getByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Message'), 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SUPPORT_MESSAGES.tooMany);
    expect(alert.parentElement?.contains(document.activeElement)).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('One more thing');
  });

  it('says when the list cannot load, and tries again on request', async () => {
    const fetchMock = routeFetch({
      [LIST]: [
        () => jsonResponse({ message: 'Internal Server Error' }, 500),
        () => jsonResponse({ requests: [earlier] }),
      ],
    });
    const { user } = renderHelp();
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Streak reset')).toBeTruthy();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });
});
