import { Star } from 'lucide-react';
import { LANDING_TEXTS, TESTIMONIALS } from '../landing-texts';
import { SectionHeading } from './section-heading';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="px-4 py-20 sm:py-24">
      <SectionHeading id="testimonials-title" title={LANDING_TEXTS.testimonialsTitle} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex gap-0.5 text-amber-400" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((star) => (
                  <Star key={star} className="size-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700"
                >
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-500">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
