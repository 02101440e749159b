import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../components/skeleton';

interface ChartFigureProps {
  title: string;
  /** The chart's message in one sentence, with its numbers: read by everyone, not only sighted. */
  summary: string;
  /** The chart itself (lazy: wrap it in Suspense with a skeleton). */
  chart: ReactNode;
  /** Every number of the chart, as a table behind a disclosure. */
  table: ReactNode;
  tableLabel: string;
}

export function ChartSkeleton() {
  return <Skeleton className="h-60 w-full rounded-xl" />;
}

/** A chart with its text equivalents: a summary caption and the full table on request. */
export function ChartFigure({ title, summary, chart, table, tableLabel }: ChartFigureProps) {
  const headingId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-200/60 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <figcaption className="mt-1 text-sm text-slate-600">{summary}</figcaption>
      <div className="mt-4">{chart}</div>
      <details className="group mt-3 text-sm">
        <summary className="cursor-pointer rounded font-semibold text-indigo-600 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none">
          {tableLabel}
        </summary>
        <div className="mt-3">{table}</div>
      </details>
    </figure>
  );
}
