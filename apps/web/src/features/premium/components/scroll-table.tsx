import { MoveHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MORE_AFTER, MORE_BEFORE, useScrollEdges } from '../../../components/use-scroll-edges';
import { PREMIUM_TEXTS } from '../premium-texts';

interface ScrollTableProps {
  label: string;
  children: ReactNode;
  /** Caps the height; longer tables scroll inside. */
  tall?: boolean;
}

const FADE = 'pointer-events-none absolute inset-y-0 w-8 from-white to-transparent';

/**
 * A table that scrolls inside its box instead of widening the page. When columns are out of
 * view, a fade marks the side they are on and a line says so; the box then takes keyboard focus
 * so arrow keys can scroll it.
 */
export function ScrollTable({ label, children, tall = false }: ScrollTableProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(box);
  const scrolls = edges !== 0;
  // A box that scrolls is a stop in the tab order, and a stop needs a name.
  const focusable = scrolls || tall;
  return (
    <div>
      <div className="relative">
        <div
          ref={setBox}
          role={focusable ? 'region' : undefined}
          aria-label={focusable ? label : undefined}
          tabIndex={focusable ? 0 : undefined}
          className={`overflow-x-auto rounded-xl border border-slate-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none ${
            tall ? 'max-h-72 overflow-y-auto' : ''
          }`}
        >
          {children}
        </div>
        {(edges & MORE_BEFORE) !== 0 && (
          <span aria-hidden="true" className={`${FADE} left-0 rounded-l-xl bg-gradient-to-r`} />
        )}
        {(edges & MORE_AFTER) !== 0 && (
          <span aria-hidden="true" className={`${FADE} right-0 rounded-r-xl bg-gradient-to-l`} />
        )}
      </div>
      {scrolls && (
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
          <MoveHorizontal aria-hidden="true" className="size-4" />
          {PREMIUM_TEXTS.scrollHint}
        </p>
      )}
    </div>
  );
}

export const TABLE_CLASSES = 'w-full min-w-max text-left text-sm';
export const TH_CLASSES =
  'sticky top-0 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const TD_CLASSES = 'border-t border-slate-100 px-4 py-2.5 text-slate-700 tabular-nums';

/** A column: its heading, and whether it holds numbers set to the right. */
export interface Column {
  label: string;
  right?: boolean;
}

/** The table's head: one row of column headings. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, right = false }) => (
          <th key={label} scope="col" className={right ? `${TH_CLASSES} text-right` : TH_CLASSES}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
