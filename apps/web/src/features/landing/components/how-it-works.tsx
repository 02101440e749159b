import { LANDING_SPEC_TEXTS, LANDING_TEXTS, STEP_BODIES } from '../landing-texts';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50 px-4 py-20 sm:py-24">
      <SectionHeading
        id="steps-title"
        title={LANDING_TEXTS.stepsTitle}
        intro={LANDING_TEXTS.stepsIntro}
      />
      <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
        {LANDING_SPEC_TEXTS.steps.map((step, index) => (
          <li key={step} className="rounded-2xl bg-white p-6 text-center shadow-sm">
            <span
              aria-hidden="true"
              className="mx-auto flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-lg font-bold text-white shadow-sm shadow-indigo-200"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step}</h3>
            <p className="mt-2 text-slate-600">{STEP_BODIES[index]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
