import type { PushSubscriptionView, Session } from '@streakwise/shared';
import { onConfirmed, serverApi } from '../../../lib/server-api';

const sessionPath = (id: string) => `/auth/sessions/${encodeURIComponent(id)}`;
const pushPath = (id: string) => `/push/subscriptions/${encodeURIComponent(id)}`;

/** `ended` by this call, or `gone` already (a 404: it expired, or another tab ended it). */
export type EndOutcome = 'ended' | 'gone';

/**
 * The signed-in devices and the devices that get push (docs/decisions/029-web-push.md). Each
 * change the server confirms is written into the cached list.
 */
export const devicesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<Session[], void>({
      query: () => '/auth/sessions',
      providesTags: ['Session'],
    }),
    /** Ends one signed-in device; 204, 404 when it had ended already. */
    endSession: build.mutation<EndOutcome, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const { error } = await baseQuery({ method: 'DELETE', path: sessionPath(id) });
        if (!error) return { data: 'ended' };
        return error.status === 404 ? { data: 'gone' } : { error };
      },
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, () =>
          dispatch(
            devicesApi.util.updateQueryData('sessions', undefined, (list) =>
              list.filter((session) => session._id !== id),
            ),
          ),
        ),
    }),
    pushDevices: build.query<PushSubscriptionView[], void>({
      query: () => '/push/subscriptions',
      providesTags: ['PushDevice'],
    }),
    /** The browser's `PushSubscription.toJSON()`; 201 new, 200 when already this person's. */
    addPushDevice: build.mutation<PushSubscriptionView, PushSubscriptionJSON>({
      query: (body) => ({ method: 'POST', path: '/push/subscriptions', body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (device) =>
          dispatch(
            editPushDevices((list) => [...list.filter((d) => d._id !== device._id), device]),
          ),
        ),
    }),
    /** 204; gone also when the server had already lost it (a 404). */
    removePushDevice: build.mutation<null, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const { error } = await baseQuery({ method: 'DELETE', path: pushPath(id) });
        return error && error.status !== 404 ? { error } : { data: null };
      },
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, () =>
          dispatch(editPushDevices((list) => list.filter((d) => d._id !== id))),
        ),
    }),
  }),
});

const editPushDevices = (edit: (list: PushSubscriptionView[]) => PushSubscriptionView[]) =>
  devicesApi.util.updateQueryData('pushDevices', undefined, edit);

export const {
  useSessionsQuery,
  useEndSessionMutation,
  usePushDevicesQuery,
  useAddPushDeviceMutation,
  useRemovePushDeviceMutation,
} = devicesApi;
