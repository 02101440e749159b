import { MARKETING_STATS } from '@streakwise/shared';
import { LANDING_TEXTS } from '../landing-texts';

export function StatsStrip() {
  return (
    <section aria-label={LANDING_TEXTS.statsLabel} className="px-4">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-4 sm:p-8">
        {MARKETING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            <dd className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-3xl font-extrabold text-transparent sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
