import { LEGAL } from '@streakwise/shared';
import { FileText } from 'lucide-react';
import { useSiteInfo } from '../../../lib/site-info';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { CompanyDetails, Mail, PageLink } from '../components/legal-links';
import { useTermsRightsSections } from './terms-rights';

function useTermsSections(): LegalSection[] {
  const site = useSiteInfo();
  return [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      content: (
        <>
          <p>
            These terms are an agreement between you and {site.companyName}, which operates
            Streakwise. By creating an account you accept them, so please read them carefully.
          </p>
          <CompanyDetails />
        </>
      ),
    },
    {
      id: 'the-service',
      title: 'The service',
      content: (
        <p>
          Streakwise is a web application for building daily habits: you create habits with a daily
          target, record your progress each day and earn points, badges and streaks. It is offered
          on a Free plan and on paid Pro and Premium plans with extra features. Streakwise gives
          general motivation only; it is not medical, health or professional advice.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who can use Streakwise',
      content: (
        <p>
          You must be aged {LEGAL.minimumAge} or over. If you are under {LEGAL.parentalConsentUnder}
          , you need the consent of a parent or guardian, who should read these terms with you.
        </p>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      content: (
        <ul>
          <li>One account per person; accounts may not be shared or transferred.</li>
          <li>Give accurate details and verify your e-mail address.</li>
          <li>
            Keep your password safe and secret. Tell us at <Mail to={site.supportEmail} /> straight
            away if you think someone else has used your account.
          </li>
          <li>You are responsible for what happens in your account.</li>
        </ul>
      ),
    },
    {
      id: 'payments',
      title: 'Plans and payments',
      content: (
        <ul>
          <li>
            Prices are in pounds sterling (GBP) and include VAT where VAT applies. The price you pay
            is shown before you confirm.
          </li>
          <li>
            Paid plans are billed monthly or annually, in advance, through our payment
            processor&apos;s secure checkout.
          </li>
          <li>
            A plan that renews does so for the same period unless you cancel before the renewal
            date. We will tell you before any price change applies to you, so you can cancel first.
          </li>
          <li>
            Promotions, such as Premium free for one month for our first 100 users, follow the
            conditions shown with the offer.
          </li>
        </ul>
      ),
    },
    {
      id: 'consumer-rights',
      title: 'Your consumer rights and refunds',
      content: (
        <ul>
          <li>
            <strong>{LEGAL.coolingOffDays}-day cooling-off period:</strong> under the Consumer
            Contracts Regulations you may cancel a new subscription within {LEGAL.coolingOffDays}{' '}
            days of buying it, without giving a reason. If you started using paid features in that
            time, we may deduct a fair amount for the service already provided.
          </li>
          <li>
            <strong>{LEGAL.moneyBackDays}-day money-back guarantee:</strong> if you are not happy
            with your first paid plan, ask within {LEGAL.moneyBackDays} days of your first payment
            and we refund it in full.
          </li>
          <li>
            <strong>Annual plans:</strong> if you cancel an annual plan within{' '}
            {LEGAL.annualRefundWindowDays} days of it starting or renewing, we refund the unused
            part pro rata (unless the money-back guarantee already gives you a full refund).
          </li>
          <li>
            Refunds go back to the card you paid with. Nothing in these terms affects your statutory
            rights, including under the Consumer Rights Act 2015.
          </li>
        </ul>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancelling',
      content: (
        <p>
          You can cancel at any time from your plan page or by writing to{' '}
          <Mail to={site.supportEmail} />. You keep paid features until the end of the period you
          have paid for, then your account moves to the Free plan and you are not charged again. You
          can delete your account at any time; see the{' '}
          <PageLink to="/privacy">Privacy Policy</PageLink> for what happens to your data.
        </p>
      ),
    },
  ];
}

export function TermsOfService() {
  const sections = [...useTermsSections(), ...useTermsRightsSections()];
  return (
    <LegalLayout
      title="Terms of Service"
      icon={FileText}
      intro={
        <p>
          The rules for using Streakwise, in plain English: who can use it, how paid plans and
          refunds work, and what each of us is responsible for.
        </p>
      }
      sections={sections}
    />
  );
}
