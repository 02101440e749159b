import { Shield } from 'lucide-react';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { CompanyDetails } from '../components/legal-links';
import { usePrivacyRightsSections } from './privacy-rights';

const collectionSections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Streakwise is operated by the UK limited company below. We are the controller of the
          personal data described in this policy, which means we decide why and how it is used.
        </p>
        <CompanyDetails />
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and password (stored only as a
          secure hash, never in readable form).
        </li>
        <li>
          <strong>Account preferences:</strong> settings you choose, such as reminders and your
          cookie choices.
        </li>
        <li>
          <strong>Subscription information:</strong> your plan, billing period, payment status and
          renewal or expiry dates. Card details are entered on our payment processor&apos;s page; we
          never see or store your full card number.
        </li>
        <li>
          <strong>Habit tracking data:</strong> the habits you create, their categories and daily
          targets, the progress you record each day and any goals you set.
        </li>
        <li>
          <strong>Progress statistics:</strong> points, streaks, badges and challenge results worked
          out from your tracking.
        </li>
        <li>
          <strong>Usage analytics:</strong> how the service is used (pages visited, features used,
          device and browser type), collected through analytics cookies only if you consent.
        </li>
        <li>
          <strong>Technical and support data:</strong> server logs with IP addresses kept for
          security, and the messages you send us.
        </li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Our legal bases',
    content: (
      <>
        <p>Under the UK GDPR we rely on:</p>
        <ul>
          <li>
            <strong>Contract</strong> — to create your account, provide the service and manage your
            subscription.
          </li>
          <li>
            <strong>Legitimate interests</strong> — to keep the service secure, prevent fraud and
            abuse, and improve the service using aggregated information. We weigh these interests
            against your rights, and you may object (see section 8).
          </li>
          <li>
            <strong>Consent</strong> — for non-essential cookies (analytics, marketing and
            functional). You can withdraw consent at any time.
          </li>
          <li>
            <strong>Legal obligation</strong> — to keep tax and accounting records and to answer
            lawful requests from authorities.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your data',
    content: (
      <ul>
        <li>To run your account: sign-in, e-mail verification and password resets.</li>
        <li>To track your habits and work out your streaks, points, badges and challenges.</li>
        <li>To take payments and manage your plan, renewals and refunds.</li>
        <li>To send service messages about your account, and reminders or reports you turn on.</li>
        <li>
          To offer Premium features such as habit suggestions and analytics. Suggestions are only
          suggestions: we make no decisions with legal or similarly significant effects by automated
          means.
        </li>
        <li>To answer your questions and complaints, keep the service secure and obey the law.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We share personal data only where needed to run the service:</p>
        <ul>
          <li>
            <strong>Our payment processor</strong>, which takes card payments on its hosted checkout
            page and handles payment data under its own privacy policy.
          </li>
          <li>
            <strong>Cloud hosting providers</strong> that run our servers, databases and e-mail
            delivery for us, acting only on our instructions under a written contract.
          </li>
          <li>
            <strong>Authorities or advisers</strong>, only where the law requires it or to protect
            our legal rights.
          </li>
        </ul>
        <p>
          <strong>We never sell your personal data</strong> and do not share it for other
          companies&apos; marketing.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    content: (
      <p>
        Some of our providers may process data outside the UK. When they do, we make sure your data
        stays protected: the destination is covered by UK adequacy regulations, or we use the
        ICO&apos;s International Data Transfer Agreement or the UK Addendum to the EU Standard
        Contractual Clauses, with extra safeguards where needed. You can ask us for a copy of the
        safeguards we use.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  const sections = [...collectionSections, ...usePrivacyRightsSections()];
  return (
    <LegalLayout
      title="Privacy Policy"
      icon={Shield}
      intro={
        <p>
          This policy explains what personal data Streakwise collects, why, who we share it with and
          the rights you have under the UK GDPR and the Data Protection Act 2018.
        </p>
      }
      sections={sections}
    />
  );
}
