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

/** Plans side by side, feature by feature; scrolls sideways on narrow screens. */
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
        className={`w-full table-fixed border-collapse text-left ${plans.length > 2 ? 'min-w-[30rem]' : ''}`}
      >
        <caption
          id={captionId}
          className="px-5 pt-5 pb-3 text-left text-lg font-semibold text-slate-900 sm:px-6"
        >
          {caption}
        </caption>
        <colgroup>
          <col className={plans.length > 2 ? 'w-[34%]' : 'w-[46%]'} />
          {plans.map((plan) => (
            <col key={plan} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-y border-slate-200 bg-slate-50">
            <th scope="col" className="px-5 py-3 text-sm font-semibold text-slate-600 sm:px-6">
              {BILLING_TEXTS.feature}
            </th>
            {plans.map((plan) => (
              <th
                key={plan}
                scope="col"
                className={`px-4 py-3 text-center text-sm font-semibold text-slate-900 ${column(plan)}`}
              >
                {PLAN_NAMES[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {COMPARISON_ROWS.filter((row) => plans.some((plan) => row.cells[plan] !== false)).map(
            (row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-5 py-3 text-sm font-medium text-slate-800 sm:px-6">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan} className={`px-4 py-3 text-center ${column(plan)}`}>
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
