import { ArrowRight, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';

export function LandingPage() {
  return (
    <section className="relative flex flex-1 items-center overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-violet-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl px-4 py-20 text-center sm:py-28">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm">
          <Flame aria-hidden="true" className="size-4" />
          Streaks, points and badges
        </span>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {SPEC_TEXTS.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">
          Streakwise turns small daily actions into lasting habits. Track your progress, keep your
          streaks alive and see how far you’ve come.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
            {SPEC_TEXTS.startFreeToday}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/login" className={`${buttonClasses('secondary', 'lg')} w-full sm:w-auto`}>
            {SPEC_TEXTS.signIn}
          </Link>
        </div>
      </div>
    </section>
  );
}
