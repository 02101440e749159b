import { PREFERENCES_SAVED_MS } from '@streakwise/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import {
  CookieCategoryList,
  NO_OPTIONAL_COOKIES,
  saveCookiePreferences,
  useConsentRecord,
  type CookiePreferences,
} from '../../cookies';

/** The /cookies preference panel; it saves to the same store as the banner (docs/product.md §2). */
export function CookiePreferencesPanel() {
  const record = useConsentRecord();
  const [draft, setDraft] = useState<CookiePreferences | null>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const preferences = draft ?? record?.preferences ?? NO_OPTIONAL_COOKIES;

  const save = () => {
    saveCookiePreferences(preferences);
    setSaved(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaved(false), PREFERENCES_SAVED_MS);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-200/60">
      <h3 className="text-base font-semibold text-slate-900">Your cookie preferences</h3>
      <CookieCategoryList preferences={preferences} onChange={setDraft} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={save}>Save Preferences</Button>
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          {saved && (
            <>
              <CircleCheck aria-hidden="true" className="size-4" />
              Preferences Saved!
            </>
          )}
        </p>
      </div>
    </div>
  );
}
