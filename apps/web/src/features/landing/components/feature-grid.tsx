import { BarChart3, Flame, Lock, Smartphone, Target, Trophy, type LucideIcon } from 'lucide-react';
import { FEATURES, LANDING_TEXTS } from '../landing-texts';
import { SectionHeading } from './section-heading';

const ICONS: readonly LucideIcon[] = [Flame, Trophy, Target, BarChart3, Smartphone, Lock];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="px-4 py-20 sm:py-24">
      <SectionHeading
        id="features-title"
        title={LANDING_TEXTS.featuresTitle}
        intro={LANDING_TEXTS.featuresIntro}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature, index) => {
          const Icon = ICONS[index] ?? Flame;
          return (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm shadow-indigo-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
