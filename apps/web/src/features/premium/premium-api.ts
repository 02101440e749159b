import type {
  Analytics,
  AnalyticsPeriod,
  Coaching,
  CreateGoalRequest,
  ExportQuery,
  Goal,
  Suggestion,
  SuggestionCategoryFilter,
  UpdateGoalRequest,
} from '@streakwise/shared';
import { api, requestResponse } from '../../lib/api';
import { fileNameFrom } from './model/content-disposition';

const goalPath = (id: string) => `/premium/goals/${encodeURIComponent(id)}`;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

function exportPath({ format, startDate, endDate }: ExportQuery): string {
  const query = new URLSearchParams({ format });
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  return `/premium/export?${query.toString()}`;
}

/** The Premium endpoints: suggestions, analytics and coaching, goals and the data export. */
export const premiumApi = {
  suggestions: (category: SuggestionCategoryFilter, signal?: AbortSignal) =>
    api.get<Suggestion[]>(`/premium/suggestions?category=${category}`, { signal }),
  analytics: (period: AnalyticsPeriod, signal?: AbortSignal) =>
    api.get<Analytics>(`/premium/analytics?period=${period}`, { signal }),
  coaching: (period: AnalyticsPeriod, signal?: AbortSignal) =>
    api.get<Coaching>(`/premium/coaching?period=${period}`, { signal }),
  goals: (signal?: AbortSignal) => api.get<Goal[]>('/premium/goals', { signal }),
  createGoal: (body: CreateGoalRequest) => api.post<Goal>('/premium/goals', body),
  updateGoal: (id: string, body: UpdateGoalRequest) => api.put<Goal>(goalPath(id), body),
  deleteGoal: (id: string) => api.delete<undefined>(goalPath(id)),
  /** Every format, JSON too, arrives as a file named by the server. */
  exportFile: async (query: ExportQuery): Promise<ExportedFile> => {
    const response = await requestResponse('GET', exportPath(query), {
      headers: { Accept: '*/*' },
    });
    const fallback = `streakwise-export.${query.format}`;
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallback),
    };
  },
};
