import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { errorMessage } from '../../../lib/api-error';
import { PREMIUM_TEXTS } from '../premium-texts';

interface TabErrorStateProps {
  title: string;
  error: unknown;
  /** Shown when the server sent no words of its own. */
  fallback: string;
  onRetry: () => void;
}

/** A load that failed: what failed, the server's reason when it gave one, and a retry. */
export function TabErrorState({ title, error, fallback, onRetry }: TabErrorStateProps) {
  const detail = errorMessage(error, fallback);
  return (
    <Notice tone="error" role="alert">
      <p className="font-semibold">{title}</p>
      {detail !== title && <p>{detail}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {PREMIUM_TEXTS.retry}
      </Button>
    </Notice>
  );
}
