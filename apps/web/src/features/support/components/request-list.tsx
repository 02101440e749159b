import { formatFirstResponseBy, MESSAGES, type SupportRequestItem } from '@streakwise/shared';
import { Clock, Crown } from 'lucide-react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { errorMessage } from '../../../lib/api-error';
import type { RemoteState } from '../../../lib/server-api';
import { HELP_TEXTS as T } from '../support-texts';

interface RequestListProps {
  state: RemoteState<SupportRequestItem[]>;
  timeZone: string;
  onRetry: () => void;
}

/** The person's past requests with the reply time each was promised. */
export function RequestList({ state, timeZone, onRetry }: RequestListProps) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        {T.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice tone="error" role="alert">
        <p>{errorMessage(state.error, T.loadFailed, MESSAGES.networkError)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {T.retry}
        </Button>
      </Notice>
    );
  }
  if (state.data.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;

  const when = (instant: string) => formatFirstResponseBy(new Date(instant), timeZone);
  return (
    <ul className="divide-y divide-slate-100">
      {state.data.map((request) => (
        <li key={request._id} className="space-y-1.5 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">
              {request.subject}
            </h3>
            {request.priority && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
                <Crown aria-hidden="true" className="size-3.5" />
                {T.priority}
              </span>
            )}
          </div>
          <p className="line-clamp-3 text-sm whitespace-pre-wrap wrap-anywhere text-slate-700">
            {request.message}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
            <span>{T.sentOn(when(request.createdAt))}</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {T.replyBy(when(request.firstResponseBy))}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
