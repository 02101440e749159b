import { API_BASE_PATH } from '@streakwise/shared';
import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import { LANDING_SPEC_TEXTS, LANDING_TEXTS } from '../landing-texts';

interface Places {
  limit: number;
  remaining: number;
}

/**
 * GET /api/site/launch-offer after first paint. NOTE: a plain fetch, checked by hand, for the
 * landing page's budget (as lib/site-info.ts); null until it answers, and when it fails.
 */
function usePlaces(): Places | null {
  const [places, setPlaces] = useState<Places | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`${API_BASE_PATH}/site/launch-offer`, { headers: { Accept: 'application/json' } })
      .then((response): Promise<Partial<Places>> | Partial<Places> =>
        response.ok ? (response.json() as Promise<Partial<Places>>) : {},
      )
      .then(({ limit, remaining }) => {
        if (live && typeof limit === 'number' && typeof remaining === 'number')
          setPlaces({ limit, remaining });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return places;
}

/** The launch offer: places left, or that it has ended; until the server says, words true either way. */
export function LaunchOffer() {
  const places = usePlaces();
  const ended = places !== null && places.remaining <= 0;
  const t = LANDING_TEXTS;
  return (
    <section aria-labelledby="offer-title" className="px-4 py-16">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-amber-50 to-orange-50 p-6 text-center shadow-sm ring-1 ring-amber-200 sm:p-10 md:flex-row md:text-left">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-400 to-orange-500 text-white shadow-sm">
          <Gift aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
            {t.offerEyebrow}
          </p>
          <h2 id="offer-title" className="mt-1 text-2xl font-bold text-slate-900">
            {ended ? t.offerEndedTitle : places ? t.offerTitle : t.offerTitlePending}
          </h2>
          {!ended && (
            <p className="mt-2 font-medium text-slate-800">{LANDING_SPEC_TEXTS.launchOffer}</p>
          )}
          {places && !ended && (
            <p className="mt-1 font-semibold text-amber-800">
              {t.placesLeft(places.remaining, places.limit)}
            </p>
          )}
          <p className="mt-1 text-slate-700">{ended ? t.offerEndedDetail : t.offerDetail}</p>
        </div>
        <SiteLink
          to="/signup"
          className="inline-flex w-full shrink-0 items-center justify-center rounded-lg bg-slate-900 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none md:w-auto"
        >
          {ended ? t.startFree : places ? t.claimOffer : t.signUpFree}
        </SiteLink>
      </div>
    </section>
  );
}
