import { COOKIE_BANNER_DELAY_MS } from '@streakwise/shared';
import { Cookie, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import {
  acceptAllCookies,
  currentConsent,
  readConsent,
  rejectAllCookies,
  saveCookiePreferences,
  subscribeToConsent,
} from '../model/consent-store';
import { NO_OPTIONAL_COOKIES, type CookiePreferences } from '../model/consent-types';
import { CookieCategoryList } from './cookie-category-list';

/**
 * Where the banner is in this page view. Kept outside the component: the landing page hands over
 * to the full app by mounting it afresh, and the banner must not vanish, or come back once closed.
 */
let pageView: 'waiting' | 'shown' | 'closed' = 'waiting';

/** For tests: a new page view. */
export function resetCookieBanner(): void {
  pageView = 'waiting';
}

/**
 * docs/product.md §2 "Screens and routes", §4 "States and transitions" and §9 "Business constants":
 * shown 1 s after load when consent is missing or expired. A non-modal region at the bottom that
 * never takes focus by itself; any recorded consent (here or on /cookies) hides it.
 */
export function CookieBanner() {
  const [due, setDue] = useState(() => pageView === 'shown' && currentConsent() === null);
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState<CookiePreferences>(NO_OPTIONAL_COOKIES);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const customizeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (currentConsent()) return undefined;
    const hide = () => {
      pageView = 'closed';
      setDue(false);
    };
    const timer =
      pageView === 'waiting'
        ? window.setTimeout(() => {
            if (currentConsent()) return hide();
            pageView = 'shown';
            setDue(true);
          }, COOKIE_BANNER_DELAY_MS)
        : undefined;
    const unsubscribe = subscribeToConsent(() => {
      if (currentConsent()) hide();
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (customizing) panelHeading.current?.focus();
  }, [customizing]);

  if (!due) return null;

  const openCustomize = () => {
    setDraft(readConsent()?.preferences ?? NO_OPTIONAL_COOKIES);
    setCustomizing(true);
  };
  const cancelCustomize = () => {
    setCustomizing(false);
    window.setTimeout(() => customizeButton.current?.focus(), 0);
  };

  return (
    <div
      role="region"
      aria-label="Cookie consent"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4"
    >
      <div className="pointer-events-auto relative mx-auto max-h-[70vh] max-w-5xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 pr-12 shadow-xl shadow-slate-900/10">
        <button
          type="button"
          aria-label="Close cookie banner"
          onClick={() => {
            pageView = 'closed';
            setDue(false);
          }}
          className="absolute top-2 right-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        {customizing ? (
          <div>
            <h2
              ref={panelHeading}
              tabIndex={-1}
              className="text-base font-semibold text-slate-900 focus:outline-none"
            >
              Cookie preferences
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Choose which optional cookies we may use. Essential cookies are always on.
            </p>
            <CookieCategoryList preferences={draft} onChange={setDraft} />
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => saveCookiePreferences(draft)}>
                Save Preferences
              </Button>
              <Button size="sm" variant="secondary" onClick={acceptAllCookies}>
                Accept All
              </Button>
              <Button size="sm" variant="ghost" onClick={cancelCustomize}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
            <div className="flex min-w-0 flex-1 gap-3">
              <Cookie
                aria-hidden="true"
                className="mt-0.5 hidden size-5 shrink-0 text-indigo-600 sm:block"
              />
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">We use cookies.</span> Essential
                cookies keep Streakwise working. With your permission we would also use analytics,
                marketing and functional cookies. See our{' '}
                <SiteLink to="/cookies" className={textLinkClasses}>
                  Cookie Policy
                </SiteLink>{' '}
                and{' '}
                <SiteLink to="/privacy" className={textLinkClasses}>
                  Privacy Policy
                </SiteLink>
                .
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button size="sm" onClick={acceptAllCookies}>
                Accept All Cookies
              </Button>
              <Button size="sm" variant="secondary" onClick={rejectAllCookies}>
                Reject All
              </Button>
              <Button ref={customizeButton} size="sm" variant="ghost" onClick={openCustomize}>
                Customize
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
