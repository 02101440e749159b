import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEYS,
  LEGAL,
  TOKEN_STORAGE_KEY,
} from '@streakwise/shared';
import { Cookie } from 'lucide-react';
import { COOKIE_CATEGORIES } from '../../cookies';
import { useSiteInfo } from '../../../lib/site-info';
import { CookiePreferencesPanel } from '../components/cookie-preferences-panel';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { Mail, PageLink } from '../components/legal-links';

const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_MS / (30 * 24 * 60 * 60 * 1000));

const storedItems = [
  { key: TOKEN_STORAGE_KEY, purpose: 'Keeps you signed in.', kept: 'Until you sign out.' },
  {
    key: CONSENT_STORAGE_KEYS.consent,
    purpose: 'Your cookie choice: all, necessary or preferences.',
    kept: `${CONSENT_MONTHS} months, then we ask again.`,
  },
  {
    key: CONSENT_STORAGE_KEYS.date,
    purpose: 'When you made your cookie choice.',
    kept: `${CONSENT_MONTHS} months, then we ask again.`,
  },
  {
    key: CONSENT_STORAGE_KEYS.preferences,
    purpose: 'Which optional categories you allowed.',
    kept: `${CONSENT_MONTHS} months, then we ask again.`,
  },
  {
    key: 'expiryNoticeShown:<user id>',
    purpose: 'Notes, per account, that we showed you the notice that your subscription ended.',
    kept: 'Until you clear your browser storage.',
  },
  {
    key: 'timezoneNoticeDismissed',
    purpose: 'The time-zone notices you dismissed, so they are not shown again.',
    kept: 'Until you clear your browser storage.',
  },
  {
    key: 'freezeNoticesDismissed',
    purpose: 'The streak-freeze notices you dismissed, so each is shown once.',
    kept: 'Until you clear your browser storage.',
  },
];

const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top';

function useCookieSections(): LegalSection[] {
  const site = useSiteInfo();
  return [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      content: (
        <p>
          Cookies are small files a website stores in your browser; local storage is a similar
          browser feature. We use both, and call them all &ldquo;cookies&rdquo; here. Under the
          UK&apos;s PECR rules we need your consent for any that are not essential.
        </p>
      ),
    },
    {
      id: 'categories',
      title: 'The categories we use',
      content: (
        <>
          <ul>
            {COOKIE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <strong>{category.label}</strong>
                {category.id === 'necessary' ? ' (always on)' : ' (only with your consent)'}:{' '}
                {category.description}
              </li>
            ))}
          </ul>
          <p>
            Today Streakwise runs no analytics, marketing or functional scripts. If we add one, it
            will run only for people who have allowed that category, and we will list it here first.
          </p>
        </>
      ),
    },
    {
      id: 'stored-locally',
      title: 'What we store on your device',
      content: (
        <>
          <p>
            These items are essential or functional: they hold your sign-in, your cookie choice and
            which notices you have already seen, so they are stored without asking. They never leave
            your browser except to sign you in.
          </p>
          <div
            className="overflow-x-auto rounded-xl border border-slate-200"
            // NOTE: a scrollable region must be reachable by keyboard (at 360 px this table scrolls).
            tabIndex={0}
            role="region"
            aria-label="What is stored on your device"
          >
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={cell}>
                    Name
                  </th>
                  <th scope="col" className={cell}>
                    Purpose
                  </th>
                  <th scope="col" className={cell}>
                    Kept for
                  </th>
                </tr>
              </thead>
              <tbody>
                {storedItems.map((item) => (
                  <tr key={item.key}>
                    <th scope="row" className={`${cell} font-mono text-xs font-medium`}>
                      {item.key}
                    </th>
                    <td className={cell}>{item.purpose}</td>
                    <td className={cell}>{item.kept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long cookies last',
      content: (
        <p>
          Most cookies expire within {LEGAL.cookieMaxMonths} months. We ask for your consent again
          after {CONSENT_MONTHS} months, or sooner if what we use changes.
        </p>
      ),
    },
    {
      id: 'preferences',
      title: 'Change your choice',
      content: (
        <>
          <p>
            Switch optional categories on or off below and save; you can change your mind at any
            time. Essential cookies cannot be switched off because the service needs them to work.
            You can also block or delete cookies in your browser settings. Read how we use your data
            in our <PageLink to="/privacy">Privacy Policy</PageLink>.
          </p>
          <CookiePreferencesPanel />
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <p>
          Questions about cookies: <Mail to={site.contactEmail} />.
        </p>
      ),
    },
  ];
}

export function CookiePolicy() {
  return (
    <LegalLayout
      title="Cookie Policy"
      icon={Cookie}
      intro={<p>Which cookies Streakwise uses, why, and how to choose the ones you allow.</p>}
      sections={useCookieSections()}
    />
  );
}
