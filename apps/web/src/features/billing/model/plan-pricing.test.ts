import { describe, expect, it } from 'vitest';
import { annualSavingPercent, planPrice } from './plan-pricing';

describe('plan prices', () => {
  it('derives every price shown (docs/product.md §9) from the checkout amounts', () => {
    expect(planPrice('pro', 'monthly')).toEqual({
      amount: 499,
      perMonth: '£4.99',
      annualTotal: null,
      yearlySaving: null,
    });
    expect(planPrice('pro', 'annual')).toEqual({
      amount: 4788,
      perMonth: '£3.99',
      annualTotal: '£47.88',
      yearlySaving: '£12.00',
    });
    expect(planPrice('premium', 'monthly').perMonth).toBe('£9.99');
    expect(planPrice('premium', 'annual')).toMatchObject({
      perMonth: '£7.99',
      annualTotal: '£95.88',
    });
  });

  it('saves 20% on annual billing for both plans', () => {
    expect(annualSavingPercent('pro')).toBe(20);
    expect(annualSavingPercent('premium')).toBe(20);
  });
});
