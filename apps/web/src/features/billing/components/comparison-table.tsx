import type { PlanType } from '@streakwise/shared';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { BILLING_TEXTS } from '../billing-texts';
import { COMPARISON_ROWS, type FeatureCell } from '../model/plan-features';
import { PLAN_NAMES } from '../model/plan-pricing';

function Cell({ value }: { value: FeatureCell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-emerald-600" strokeWidth={2.5} />
        <span className="sr-only">{BILLING_TEXTS.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-300" />
        <span className="sr-only">{BILLING_TEXTS.notIncluded}</span>
      </>
    );
  }
  return <span className="text-sm font-medium text-slate-700">{value}</span>;
}

interface ComparisonTableProps {
  plans: readonly PlanType[];
  caption: string;
  /** The column to pick out, usually the plan the page sells. */
  highlight?: PlanType;
}

// NOTE: class names are written out whole so Tailwind finds them; a plan page shows 2 or 3 plans.
const STACKED_COLUMNS: Record<number, string> = {
  2: 'max-sm:grid-cols-2',
  3: 'max-sm:grid-cols-3',
};

/**
 * Plans side by side, feature by feature. Below `sm` each feature becomes a block of its own with
 * every plan's value labelled, so no plan's column sits off-screen on a phone. The explicit roles
 * keep the table's semantics where a browser drops them for rows no longer displayed as rows.
 */
export function ComparisonTable({ plans, caption, highlight }: ComparisonTableProps) {
  const captionId = useId();
  const column = (plan: PlanType) => (plan === highlight ? 'bg-indigo-50/60' : '');
  // NOTE: `relative` keeps the cells' absolutely placed sr-only texts inside the scroller;
  // without it they widen the whole page on narrow screens.
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
    >
      <table
        role="table"
        className={`w-full border-collapse text-left max-sm:block sm:table-fixed ${plans.length > 2 ? 'sm:min-w-[30rem]' : ''}`}
      >
        <caption
          id={captionId}
          className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-slate-900 max-sm:block sm:px-6"
        >
          {caption}
        </caption>
        <colgroup>
          <col className={plans.length > 2 ? 'w-[34%]' : 'w-[46%]'} />
          {plans.map((plan) => (
            <col key={plan} />
          ))}
        </colgroup>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-y border-slate-200 bg-slate-50">
            <th
              role="columnheader"
              scope="col"
              className="px-5 py-3 text-sm font-semibold text-slate-600 sm:px-6"
            >
              {BILLING_TEXTS.feature}
            </th>
            {plans.map((plan) => (
              <th
                key={plan}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-center text-sm font-semibold text-slate-900 ${column(plan)}`}
              >
                {PLAN_NAMES[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="divide-y divide-slate-100 max-sm:block max-sm:border-t max-sm:border-slate-200"
        >
          {COMPARISON_ROWS.filter((row) => plans.some((plan) => row.cells[plan] !== false)).map(
            (row) => (
              <tr
                key={row.feature}
                role="row"
                className={`max-sm:grid max-sm:gap-x-2 max-sm:px-3 max-sm:py-3 ${STACKED_COLUMNS[plans.length] ?? ''}`}
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="px-5 py-3 text-sm font-medium text-slate-800 max-sm:col-span-full max-sm:px-2 max-sm:pt-0 max-sm:pb-2 sm:px-6"
                >
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan}
                    role="cell"
                    className={`px-4 py-3 text-center max-sm:flex max-sm:flex-col max-sm:items-center max-sm:gap-1 max-sm:rounded-lg max-sm:px-2 max-sm:py-2 ${column(plan)}`}
                  >
                    {/* The column header names the plan for assistive technology; on a phone
                        the headers are out of sight, so each value carries the name too. */}
                    <span
                      aria-hidden="true"
                      className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden"
                    >
                      {PLAN_NAMES[plan]}
                    </span>
                    <Cell value={row.cells[plan]} />
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
