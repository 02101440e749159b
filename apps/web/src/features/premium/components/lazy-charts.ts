import { lazy } from 'react';

// NOTE: both charts come from one module so Recharts is fetched once, when Analytics opens.
const charts = () => import('./analytics-charts');

export const CompletionTrendChart = lazy(() =>
  charts().then((module) => ({ default: module.CompletionTrendChart })),
);
export const WeekdayChart = lazy(() =>
  charts().then((module) => ({ default: module.WeekdayChart })),
);
