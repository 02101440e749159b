import type { Analytics } from '@streakwise/shared';
import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../lib/day-format';
import { mondayFirst } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';

/*
 * Recharts lives only in this module, which the Analytics tab loads lazily: it lands in a chunk
 * of its own. The charts are pictures for sighted people; each figure around them carries the
 * same numbers as text, so the SVG is hidden from assistive technology.
 */

// NOTE: the app's colour variables, not literals, so the charts follow dark mode and the accent
// palettes (src/theme/).
const AXIS = { fontSize: 12, fill: 'var(--color-slate-500)' };
const GRID = 'var(--color-slate-200)';
const TOOLTIP = {
  backgroundColor: 'var(--color-white)',
  border: '1px solid var(--color-slate-200)',
  borderRadius: 8,
  color: 'var(--color-slate-900)',
};
const asPercent = (value: unknown) => `${String(value)}%`;
/** Both charts: full width, 240 px high, no keyboard layer (the figure's table is the text). */
const CHART = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: 240 },
  margin: { top: 8, right: 8, bottom: 0, left: -16 },
} as const;
/** The rate axis, 0 to 100 %. */
const RATE_AXIS = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  tickFormatter: asPercent,
  tick: AXIS,
  tickLine: false,
  axisLine: false,
} as const;

/** A data point as a tooltip reads it (the counts: docs/decisions/017-fair-streaks.md). */
interface TooltipItem {
  payload?: { label: string; possible: number; protected?: number };
}

/**
 * The rate; a day or weekday with nothing due (every habit protected, or none yet) has none,
 * which the tooltip says rather than showing 0 %.
 */
function tooltipRate(value: unknown, _name: unknown, item: TooltipItem) {
  return item.payload?.possible === 0 ? PREMIUM_TEXTS.noneDue : asPercent(value);
}

/** The day or weekday, followed by its protected habit-days when it has any. */
function tooltipLabel(label: ReactNode, items: readonly TooltipItem[]) {
  const point = items[0]?.payload;
  const count = point?.protected ?? 0;
  return point && count > 0 ? `${point.label} · ${PREMIUM_TEXTS.protectedCount(count)}` : label;
}

export function CompletionTrendChart({ daily }: { daily: Analytics['daily'] }) {
  // A day with nothing due (no habit yet, or every one protected) has no rate: a gap, not a 0 %.
  const data = daily.map((point) => ({
    ...point,
    rate: point.possible === 0 ? null : point.rate,
    label: formatDay(point.date, { day: 'numeric', month: 'short' }),
  }));
  return (
    <div aria-hidden="true">
      <AreaChart {...CHART} data={data}>
        <defs>
          <linearGradient id="completion-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-indigo-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-indigo-500)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis {...RATE_AXIS} />
        {/* Kept with its null rate, so a day with only protected habit-days still says so. */}
        <Tooltip
          formatter={tooltipRate}
          labelFormatter={tooltipLabel}
          filterNull={false}
          contentStyle={TOOLTIP}
        />
        <Area
          type="monotone"
          dataKey="rate"
          name="Completion rate"
          connectNulls={false}
          dot={{ r: 2.5, fill: 'var(--color-indigo-600)', strokeWidth: 0 }}
          stroke="var(--color-indigo-600)"
          strokeWidth={2}
          fill="url(#completion-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </div>
  );
}

export function WeekdayChart({ weekdays }: { weekdays: Analytics['weekdays'] }) {
  return (
    <div aria-hidden="true">
      <BarChart {...CHART} data={mondayFirst(weekdays)}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
        <YAxis {...RATE_AXIS} />
        <Tooltip
          formatter={tooltipRate}
          labelFormatter={tooltipLabel}
          cursor={{ fill: 'var(--color-indigo-50)' }}
          contentStyle={TOOLTIP}
        />
        <Bar
          dataKey="rate"
          name="Completion rate"
          fill="var(--color-violet-500)"
          radius={[6, 6, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
