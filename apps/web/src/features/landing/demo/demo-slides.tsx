import { LAUNCH_OFFER_MONTHS } from '@streakwise/shared';
import type { ComponentType } from 'react';
import {
  AnalyticsMock,
  DashboardMock,
  HabitCreationMock,
  PremiumMock,
  ProgressMock,
} from './demo-mocks';

export interface DemoSlide {
  title: string;
  body: string;
  Mock: ComponentType;
}

/** The five demo slides of docs/product.md §2; the last one carries the free-month offer. */
export const DEMO_SLIDES: readonly DemoSlide[] = [
  {
    title: 'Your dashboard at a glance',
    body: 'See today’s habits, your points, streaks and badges the moment you sign in.',
    Mock: DashboardMock,
  },
  {
    title: 'Create a habit in seconds',
    body: 'Name it, set a daily target and pick a category, icon and colour.',
    Mock: HabitCreationMock,
  },
  {
    title: 'Real-time progress',
    body: 'Every check-in updates your progress, points and streak instantly, with bonus points for long streaks.',
    Mock: ProgressMock,
  },
  {
    title: 'Analytics that explain your week',
    body: 'Charts, heatmaps and completion rates show your patterns over 7 days, 30 days, 90 days or a year.',
    Mock: AnalyticsMock,
  },
  {
    title: 'Premium power',
    body: `An AI coach that suggests habits, goals to aim for, and export as PDF, CSV, XML. Launch offer: the first 100 users get Premium free for ${LAUNCH_OFFER_MONTHS} month.`,
    Mock: PremiumMock,
  },
];
