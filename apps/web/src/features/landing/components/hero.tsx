import { ArrowRight, Flame, PlayCircle } from 'lucide-react';
import type { Ref } from 'react';
import { SiteLink } from '../../../components/site-link';
import { buttonClasses } from '../../../components/button-styles';
import { LANDING_SPEC_TEXTS, LANDING_TEXTS } from '../landing-texts';

interface HeroProps {
  onWatchDemo: () => void;
  /** The pointer or focus reached "Watch Demo": a head start on fetching the demo. */
  onDemoIntent: () => void;
  demoButtonRef: Ref<HTMLButtonElement>;
}

export function Hero({ onWatchDemo, onDemoIntent, demoButtonRef }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-violet-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:pt-24 sm:pb-16">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm">
          <Flame aria-hidden="true" className="size-4" />
          {LANDING_TEXTS.eyebrow}
        </span>
        <h1
          id="hero-title"
          className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl"
        >
          {LANDING_SPEC_TEXTS.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">{LANDING_TEXTS.heroIntro}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <SiteLink to="/signup" className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
            {LANDING_SPEC_TEXTS.startFreeToday}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
          <button
            ref={demoButtonRef}
            type="button"
            onClick={onWatchDemo}
            onPointerEnter={onDemoIntent}
            onFocus={onDemoIntent}
            aria-haspopup="dialog"
            className={`${buttonClasses('secondary', 'lg')} w-full sm:w-auto`}
          >
            <PlayCircle aria-hidden="true" className="size-5 text-indigo-600" />
            {LANDING_SPEC_TEXTS.watchDemo}
          </button>
        </div>
      </div>
    </section>
  );
}
