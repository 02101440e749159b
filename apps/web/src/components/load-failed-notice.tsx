import { MESSAGES } from '@streakwise/shared';
import { RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/api-error';
import { Button } from './button';
import { Notice } from './notice';

interface LoadFailedNoticeProps {
  error: unknown;
  /** Said when the server gives no reason. */
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that could not be loaded: the server's reason, or the network's, and a way to ask again. */
export function LoadFailedNotice({ error, fallback, retryLabel, onRetry }: LoadFailedNoticeProps) {
  return (
    <Notice tone="error" role="alert">
      <p>{errorMessage(error, fallback, MESSAGES.networkError)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </Notice>
  );
}
