import { MESSAGES } from '@streakwise/shared';
import { RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/api-error';
import type { RemoteState } from '../lib/server-api';
import { Button } from './button';
import { Notice } from './notice';
import { RowsSkeleton } from './skeleton';

interface ListPendingProps {
  state: RemoteState<unknown>;
  /** Said once to screen readers while the rows load. */
  loading: string;
  rows?: number;
  /** Said when loading failed and the server gives no reason. */
  failed: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A list's place until it is there: its rows' shape while it loads, or, when that failed, the
 * server's reason (or the network's) and a way to ask again. Nothing once it has loaded.
 */
export function ListPending({
  state,
  loading,
  rows,
  failed,
  retryLabel,
  onRetry,
}: ListPendingProps) {
  if (state.status === 'loading') return <RowsSkeleton label={loading} rows={rows} />;
  if (state.status !== 'error') return null;
  return (
    <Notice tone="error" role="alert">
      <p>{errorMessage(state.error, failed, MESSAGES.networkError)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </Notice>
  );
}
