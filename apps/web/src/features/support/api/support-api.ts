import type {
  SupportRequestCreated,
  SupportRequestInput,
  SupportRequestItem,
  SupportRequestList,
} from '@streakwise/shared';
import { serverApi } from '../../../lib/server-api';

/** /api/support: write to the team, and list what you sent (docs/decisions/038-support-requests.md). */
export const supportApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    supportRequests: build.query<SupportRequestItem[], void>({
      query: () => '/support',
      transformResponse: ({ requests }: SupportRequestList) => requests,
      providesTags: ['SupportRequest'],
    }),
    /** 201 with the promise; 400 with field messages; 429 RATE_LIMITED after five in an hour. */
    sendSupportRequest: build.mutation<SupportRequestCreated, SupportRequestInput>({
      query: (body) => ({ method: 'POST', path: '/support', body }),
      // The list asks again, for the request as the server stored it.
      invalidatesTags: (_result, error) => (error ? [] : ['SupportRequest']),
    }),
  }),
});

export const { useSupportRequestsQuery, useSendSupportRequestMutation } = supportApi;
