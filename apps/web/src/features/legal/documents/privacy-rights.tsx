import { LEGAL } from '@streakwise/shared';
import { useSiteInfo } from '../../../lib/site-info';
import type { LegalSection } from '../components/legal-layout';
import { ContactList, ExternalLink, Mail, PageLink } from '../components/legal-links';

const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';

/** Sections 7–14 of the privacy policy: rights, retention, security and contacts. */
export function usePrivacyRightsSections(): LegalSection[] {
  const site = useSiteInfo();
  return [
    {
      id: 'your-rights',
      title: 'Your rights',
      content: (
        <>
          <p>Under the UK GDPR you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> the personal data we hold about you and get a copy;
            </li>
            <li>
              <strong>rectification</strong> — have inaccurate data corrected;
            </li>
            <li>
              <strong>erasure</strong> — have your data deleted;
            </li>
            <li>
              <strong>restriction</strong> — ask us to limit how we use your data;
            </li>
            <li>
              <strong>data portability</strong> — receive your data in a machine-readable format;
            </li>
            <li>
              <strong>object</strong> to processing based on legitimate interests;
            </li>
            <li>
              <strong>withdraw consent</strong> at any time, for example to cookies, without
              affecting earlier processing;
            </li>
            <li>
              <strong>complain to the ICO</strong>, the UK data protection regulator (see section
              14).
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'exercising-rights',
      title: 'How to use your rights',
      content: (
        <>
          <p>
            <strong>In the app:</strong> on any plan, open{' '}
            <PageLink to="/settings">Settings</PageLink> in the account menu once signed in. You can
            correct your name and time zone there; under &ldquo;Your data&rdquo; you can download a
            copy of everything we store about you as a JSON file, and delete your account, which
            erases your account, habits, points, badges, goals and history at once. To correct your
            e-mail address, write to us as below.
          </p>
          <p>
            <strong>By e-mail:</strong> on any plan, write to <Mail to={site.contactEmail} /> for
            any right, including a free copy of your data. We may ask you to confirm your identity.
            We reply within one month, as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      content: (
        <ul>
          <li>Account and habit data: while your account is open.</li>
          <li>
            Subscription and payment records: for as long as your subscription lasts plus{' '}
            {LEGAL.retentionYearsAfterSubscription} years, then deleted or anonymised, unless the
            law requires us to keep particular records longer.
          </li>
          <li>
            When you delete your account we delete your personal data, apart from records we must
            keep as above; copies in backups are overwritten in the normal backup cycle.
          </li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your data',
      content: (
        <ul>
          <li>Passwords are stored only as salted hashes, never in readable form.</li>
          <li>All data travels encrypted in transit (HTTPS/TLS).</li>
          <li>Access to personal data is limited to the people who need it to run the service.</li>
          <li>
            If a breach puts your rights at risk we will tell you and, where required, the ICO.
          </li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      content: (
        <p>
          We use essential cookies and local storage to keep you signed in and remember your
          choices. Analytics, marketing and functional cookies are used only with your consent. See
          our <PageLink to="/cookies">Cookie Policy</PageLink> to learn more or change your choice.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      content: (
        <p>
          Streakwise is for people aged {LEGAL.minimumAge} and over. Users under{' '}
          {LEGAL.parentalConsentUnder} need the consent of a parent or guardian. If we learn that we
          hold data of someone under {LEGAL.minimumAge}, we delete the account.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We may update this policy. The date at the top shows the latest version, and we will tell
          you by e-mail or in the app before an important change takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contacts and complaints',
      content: (
        <>
          <ContactList
            complaintsNote={` — we answer complaints within ${LEGAL.complaintResponseDays} days.`}
          />
          <p>
            If you are unhappy with our answer you can complain to the Information
            Commissioner&apos;s Office (ICO) at{' '}
            <ExternalLink href={ICO_COMPLAINTS_URL}>ico.org.uk</ExternalLink> or on 0303 123 1113.
          </p>
        </>
      ),
    },
  ];
}
