import type { OutboxMail } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { useTestApp, type TestApp } from '../../test/helper.js';
import { completedEvent, invoicePaid } from '../../test/stripe-events.js';
import { postWebhook, useStripeTestApp } from '../../test/stripe-stand-in.js';

/*
 * A payment, a renewal and a cancellation each mail a receipt, queued with the change they are
 * about: once per event, however often the provider delivers it.
 */

const RECEIPT = /receipt$/;
const CANCELLED = /subscription is cancelled$/;

async function mailsOf(t: TestApp, m: kit.Member, subject: RegExp): Promise<OutboxMail[]> {
  return (await t.mails(m.person.email)).filter((mail) => subject.test(mail.subject));
}

describe('receipts with Stripe', () => {
  const { t, stripe } = useStripeTestApp();

  it('mails one receipt per payment and per renewal, however often Stripe delivers them', async () => {
    const m = await kit.newMember(t, '2026-03-01T11:00:00Z');
    const { orderId } = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    const paid = completedEvent(stripe, orderId, `sub_${m.id.slice(0, 8)}`);
    expect((await postWebhook(t, paid)).statusCode).toBe(200);
    expect((await postWebhook(t, paid)).statusCode).toBe(200);
    await pay.verifyPayment(t, m.token, orderId);

    const [receipt, ...more] = await mailsOf(t, m, RECEIPT);
    expect(more).toEqual([]);
    const company = t.deps.config.brand.companyName;
    expect(receipt?.subject).toBe('Your Streakwise Premium receipt');
    expect(receipt?.text).toContain(
      [
        'Plan: Streakwise Premium (monthly)',
        'Amount paid: £9.99 GBP',
        'Period covered: 1 March 2026 to 1 April 2026',
        `Order: ${orderId}`,
        `Sold by: ${company}`,
      ].join('\n'),
    );
    expect(receipt?.html).toContain('Amount paid: <strong>£9.99 GBP</strong>');

    // One invoice, delivered in two events: one renewal, one receipt.
    await kit.moveClock(t, m, '2026-03-31T12:00:00Z');
    const subscription = `sub_${m.id.slice(0, 8)}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await postWebhook(t, invoicePaid(subscription, { invoice: 'in_renewal_1' }));
      expect(res.statusCode).toBe(200);
    }
    const renewals = (await mailsOf(t, m, RECEIPT)).filter((mail) => mail.text.includes('renewed'));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.subject).toBe('Your Streakwise Premium subscription has renewed: receipt');
    expect(renewals[0]?.text).toContain(
      [
        'Plan: Streakwise Premium (monthly)',
        'Amount paid: £9.99 GBP',
        'Period covered: 1 April 2026 to 1 May 2026',
        'Invoice: in_renewal_1',
        `Sold by: ${company}`,
      ].join('\n'),
    );
  });

  it('mails one cancellation notice saying when access ends, however often cancel is pressed', async () => {
    const m = await kit.newMember(t, '2026-03-01T11:00:00Z');
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'annual');
    await postWebhook(t, completedEvent(stripe, orderId, `sub_pro_${m.id.slice(0, 8)}`));
    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(200);
    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(200);

    const [notice, ...more] = await mailsOf(t, m, CANCELLED);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Your Streakwise Pro subscription is cancelled');
    expect(notice?.text).toContain('You keep Pro until 1 March 2027');
    expect(notice?.text).toContain('Access ends: 1 March 2027');
    expect(notice?.links[0]).toBe('http://app.test/settings');
  });
});

describe('receipts with the mock checkout', () => {
  const t = useTestApp();

  it('mails the receipt of a payment on the mock page, and a cancellation notice', async () => {
    const m = await kit.newMember(t, '2026-05-10T09:00:00Z');
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'annual');
    expect((await pay.mockComplete(t, m.token, orderId)).statusCode).toBe(200);
    expect((await pay.mockComplete(t, m.token, orderId)).statusCode).toBe(200);

    const receipts = await mailsOf(t, m, RECEIPT);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(
      [
        'Plan: Streakwise Pro (annual)',
        'Amount paid: £47.88 GBP',
        'Period covered: 10 May 2026 to 10 May 2027',
        `Order: ${orderId}`,
      ].join('\n'),
    );

    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(200);
    const notices = await mailsOf(t, m, CANCELLED);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Access ends: 10 May 2027');
  });

  it('mails nothing for a free member’s refused cancel', async () => {
    const m = await kit.newMember(t);
    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(409);
    expect(await mailsOf(t, m, CANCELLED)).toEqual([]);
  });
});
