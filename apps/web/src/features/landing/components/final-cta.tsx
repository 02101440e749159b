import { ArrowRight } from 'lucide-react';
import { SiteLink } from '../../../components/site-link';
import { LANDING_SPEC_TEXTS, LANDING_TEXTS } from '../landing-texts';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-600';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl shadow-indigo-200 sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {LANDING_TEXTS.ctaTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{LANDING_TEXTS.ctaIntro}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <SiteLink
            to="/signup"
            className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-indigo-700 shadow-sm transition hover:bg-indigo-50 sm:w-auto ${focusRing}`}
          >
            {LANDING_SPEC_TEXTS.getStartedFree}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
          <SiteLink
            to="/login"
            className={`inline-flex w-full items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white transition hover:bg-white/10 sm:w-auto ${focusRing}`}
          >
            {LANDING_SPEC_TEXTS.signIn}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
