import { LEGAL } from '@streakwise/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface LegalSection {
  /** The heading's id, linked from the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  icon: LucideIcon;
  intro: ReactNode;
  sections: LegalSection[];
}

const LAST_UPDATED = new Date(`${LEGAL.lastUpdated}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Body text of a legal section: paragraphs, lists, small tables. */
const prose =
  'mt-3 space-y-3 text-slate-700 leading-relaxed [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_strong]:font-semibold [&_strong]:text-slate-900';

/**
 * A legal document: title, last-updated line, a table of contents and numbered sections. The tab
 * title comes from the route table (app/app-routes.tsx), like every page's.
 */
export function LegalLayout({ title, icon: Icon, intro, sections }: LegalLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <header>
        <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-200">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          Last updated <time dateTime={LEGAL.lastUpdated}>{LAST_UPDATED}</time>
        </p>
        <div className="mt-5 space-y-3 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id} className="text-slate-500">
              <a
                href={`#${section.id}`}
                className="rounded text-indigo-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2
            id={section.id}
            className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900"
          >
            {`${index + 1}. ${section.title}`}
          </h2>
          <div className={prose}>{section.content}</div>
        </section>
      ))}
    </article>
  );
}
