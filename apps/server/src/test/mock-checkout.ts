import { expect } from 'vitest';
import * as pay from './billing.js';
import * as kit from './habits.js';
import type { TestApp } from './helper.js';

/* What the mock checkout tests share (apps/server/src/modules/billing/mock-checkout*.test.ts). */

export const WALK = { name: 'Morning walk', category: 'Health', dailyTarget: 1 } as const;

/** Members who paid on the mock page, in the file's app `t`. */
export function mockCheckoutSteps(t: TestApp) {
  /** A free member who has paid for `plan` on the mock page; the window "now" lay in. */
  async function paidMember(plan: 'pro' | 'premium', price: 'monthly' | 'annual' = 'monthly') {
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, plan, price);
    const paid = await pay.timed(t, () => pay.mockComplete(t, m.token, orderId));
    expect(paid.result.statusCode, paid.result.body).toBe(200);
    return { ...m, orderId, window: paid };
  }

  return { paidMember };
}
