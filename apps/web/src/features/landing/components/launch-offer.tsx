import { Gift } from 'lucide-react';
import { SiteLink } from '../../../components/site-link';
import { LANDING_SPEC_TEXTS, LANDING_TEXTS } from '../landing-texts';

export function LaunchOffer() {
  return (
    <section aria-labelledby="offer-title" className="px-4 py-16">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-amber-50 to-orange-50 p-6 text-center shadow-sm ring-1 ring-amber-200 sm:p-10 md:flex-row md:text-left">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-400 to-orange-500 text-white shadow-sm">
          <Gift aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
            {LANDING_TEXTS.offerEyebrow}
          </p>
          <h2 id="offer-title" className="mt-1 text-2xl font-bold text-slate-900">
            {LANDING_TEXTS.offerTitle}
          </h2>
          <p className="mt-2 font-medium text-slate-800">{LANDING_SPEC_TEXTS.launchOffer}</p>
          <p className="mt-1 text-slate-700">{LANDING_TEXTS.offerDetail}</p>
        </div>
        <SiteLink
          to="/signup"
          className="inline-flex w-full shrink-0 items-center justify-center rounded-lg bg-slate-900 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none md:w-auto"
        >
          {LANDING_TEXTS.claimOffer}
        </SiteLink>
      </div>
    </section>
  );
}
