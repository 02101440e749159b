import { formatPounds, PAGE_ROUTES, PLAN_LABELS, type PaidPlanType } from '@streakwise/shared';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/mailer.js';
import { render, type Brand, type MailSection } from '../mail/templates.js';

/*
 * The receipts a payment, a renewal and a cancellation send (docs/decisions/041-mail-origin-
 * receipts-resume.md). Figures come from the order the event is about; dates are in the person's
 * time zone.
 */

export interface ReceiptPerson {
  email: string;
  name: string;
  timezone: string;
}

export interface PaymentFacts {
  kind: 'payment' | 'renewal';
  plan: PaidPlanType;
  priceType: 'monthly' | 'annual';
  /** Pence, in GBP. */
  amount: number;
  /** The paid period: from this instant to the plan's new expiry. */
  from: Date;
  to: Date;
  /** Our order id for a checkout; the provider's invoice id for a renewal. */
  reference: string;
}

export const longDate = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);

function table(rows: [string, string][]): MailSection {
  return {
    html: `<ul>\n${rows.map(([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`).join('\n')}\n</ul>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

const planName = (plan: PaidPlanType) => PLAN_LABELS[plan].replace(/ Plan$/, '');

export function paymentReceiptMail(
  person: ReceiptPerson,
  facts: PaymentFacts,
  appUrl: string,
  brand: Brand,
): MailMessage {
  const plan = planName(facts.plan);
  const renewal = facts.kind === 'renewal';
  return render(person.email, brand, {
    subject: renewal
      ? `Your ${brand.name} ${plan} subscription has renewed: receipt`
      : `Your ${brand.name} ${plan} receipt`,
    greeting: `Hi ${person.name},`,
    paragraphs: [
      renewal
        ? `Thank you: your ${plan} subscription has renewed and the payment has been taken.`
        : `Thank you for your payment: ${plan} is active on your account.`,
    ],
    sections: [
      table([
        ['Plan', `${brand.name} ${plan} (${facts.priceType})`],
        ['Amount paid', `${formatPounds(facts.amount)} GBP`],
        [
          'Period covered',
          `${longDate(facts.from, person.timezone)} to ${longDate(facts.to, person.timezone)}`,
        ],
        [renewal ? 'Invoice' : 'Order', facts.reference],
        ['Sold by', brand.companyName],
      ]),
    ],
    action: { label: 'Manage your subscription', url: `${appUrl}${PAGE_ROUTES.settings}` },
    footnote: 'Keep this e-mail as your receipt.',
  });
}

export function cancellationMail(
  person: ReceiptPerson,
  plan: PaidPlanType,
  endsAt: Date,
  appUrl: string,
  brand: Brand,
): MailMessage {
  const name = planName(plan);
  const ends = longDate(endsAt, person.timezone);
  return render(person.email, brand, {
    subject: `Your ${brand.name} ${name} subscription is cancelled`,
    greeting: `Hi ${person.name},`,
    paragraphs: [
      `Your ${name} subscription has been cancelled and will not renew. You keep ${name} until ${ends}; after that your account moves to Free and your habits stay yours.`,
      'Changed your mind? You can resume the subscription from Settings until then.',
    ],
    sections: [
      table([
        ['Plan', `${brand.name} ${name}`],
        ['Access ends', ends],
        ['Sold by', brand.companyName],
      ]),
    ],
    action: { label: 'Resume my subscription', url: `${appUrl}${PAGE_ROUTES.settings}` },
  });
}
