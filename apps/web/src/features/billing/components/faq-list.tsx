import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { BILLING_TEXTS } from '../billing-texts';
import { FAQ, type FaqEntry } from '../model/faq';

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <div className="py-1">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="flex w-full items-center justify-between gap-4 rounded-lg px-2 py-4 text-left text-base font-semibold text-slate-900 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          {entry.question}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-2 pb-4 text-sm leading-relaxed text-slate-600"
      >
        {entry.answer}
      </div>
    </div>
  );
}

/** Questions before paying, as disclosures: a button that says whether its answer is open. */
export function FaqList() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl">
      <h2 id={headingId} className="text-center text-2xl font-bold tracking-tight text-slate-900">
        {BILLING_TEXTS.faqTitle}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6">
        {FAQ.map((entry) => (
          <FaqItem key={entry.question} entry={entry} />
        ))}
      </div>
    </section>
  );
}
