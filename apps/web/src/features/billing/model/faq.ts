import { HABIT_LIMITS } from '@streakwise/shared';
import { planPrice } from './plan-pricing';
import { annualSavingPercent } from './plan-pricing';

export interface FaqEntry {
  question: string;
  answer: string;
}

const pro = planPrice('pro', 'annual');
const premium = planPrice('premium', 'annual');

/** The questions people ask before paying (brief: /premium FAQ). */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from the Pro or Premium page whenever you like. You won’t be charged again and you keep your paid features until the end of the period you’ve already paid for.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every paid plan comes with a 30-day money-back guarantee. If Streakwise isn’t right for you, contact support within 30 days of paying and we’ll refund you in full.',
  },
  {
    question: 'What happens to my habits if I downgrade?',
    answer: `Nothing is deleted. Your habits, streaks, points and badges all stay, and you can keep checking in. If you have more habits than the Free plan’s ${HABIT_LIMITS.free ?? 0}, you just can’t add new ones until you’re back under the limit.`,
  },
  {
    question: 'How does annual billing work?',
    answer: `You pay once a year: ${pro.annualTotal ?? ''} for Pro or ${premium.annualTotal ?? ''} for Premium, the same as ${pro.perMonth} or ${premium.perMonth} a month. That’s ${annualSavingPercent()}% less than paying monthly.`,
  },
  {
    question: 'How do I pay, and is it secure?',
    answer:
      'You pay by card on our payment provider’s secure hosted checkout page. Your card details go straight to the provider and never reach our servers. Prices are in pounds sterling (GBP).',
  },
  {
    question: 'What is the launch offer?',
    answer:
      'The first 100 people to join Streakwise get Premium free for 1 month, with no card needed. When the month ends the account moves to the Free plan unless you choose a paid plan.',
  },
];
