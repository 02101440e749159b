import {
  BarChart3,
  Download,
  Lightbulb,
  ListChecks,
  LayoutGrid,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { DASHBOARD_SPEC_TEXTS as T } from '../habits-texts';

export const DASHBOARD_TAB_IDS = [
  'overview',
  'habits',
  'ai-suggestions',
  'analytics',
  'goals',
  'export',
] as const;
export type DashboardTab = (typeof DASHBOARD_TAB_IDS)[number];

export interface DashboardTabInfo {
  id: DashboardTab;
  label: string;
  icon: LucideIcon;
  /** Premium-only tabs show a tag and an upgrade teaser to everyone else (docs/product.md §2). */
  premium: boolean;
  /** What the premium tab offers, for its teaser. */
  pitch?: string;
}

export const DASHBOARD_TABS: readonly DashboardTabInfo[] = [
  { id: 'overview', label: T.overview, icon: LayoutGrid, premium: false },
  { id: 'habits', label: T.myHabits, icon: ListChecks, premium: false },
  {
    id: 'ai-suggestions',
    label: T.aiSuggestions,
    icon: Lightbulb,
    premium: true,
    pitch:
      'Personalised habit ideas for wellness, fitness, productivity, learning and health, each with the reasoning behind it.',
  },
  {
    id: 'analytics',
    label: T.analytics,
    icon: BarChart3,
    premium: true,
    pitch:
      'Completion rates, streak analysis, category breakdowns and insights over 7 days, 30 days, 90 days or a year.',
  },
  {
    id: 'goals',
    label: T.goals,
    icon: Target,
    premium: true,
    pitch:
      'Set streak, frequency and milestone goals with deadlines and rewards, and track them to the finish.',
  },
  {
    id: 'export',
    label: T.export,
    icon: Download,
    premium: true,
    pitch: 'Download your habits and check-ins as JSON, CSV, XML or PDF, for any date range.',
  },
];

export function isDashboardTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TAB_IDS as readonly (string | null)[]).includes(value);
}
