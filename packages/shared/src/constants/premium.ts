/**
 * Premium features: analytics periods, export formats, goals and suggestions
 * (docs/product.md §3, §9).
 */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Days each analytics period covers, today included. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

/** Streak analysis covers the first five habits (docs/product.md §9). */
export const STREAK_ANALYSIS_HABITS = 5;

export const EXPORT_FORMATS = ['json', 'csv', 'xml', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const SUGGESTION_CATEGORIES = [
  'all',
  'wellness',
  'fitness',
  'productivity',
  'learning',
  'health',
] as const;
export type SuggestionCategoryFilter = (typeof SUGGESTION_CATEGORIES)[number];
export type SuggestionCategory = Exclude<SuggestionCategoryFilter, 'all'>;

export const SUGGESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type SuggestionDifficulty = (typeof SUGGESTION_DIFFICULTIES)[number];

export const GOAL_TYPES = ['streak', 'frequency', 'milestone'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_STATUSES = ['active', 'completed', 'paused', 'failed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_TITLE_MAX_LENGTH = 100;
export const GOAL_DESCRIPTION_MAX_LENGTH = 500;
export const GOAL_REWARD_MAX_LENGTH = 200;
export const GOAL_TARGET_MAX = 10_000;

/** The widest range one export may cover. */
export const EXPORT_MAX_DAYS = 366 * 5;
