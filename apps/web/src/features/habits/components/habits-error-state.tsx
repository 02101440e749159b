import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { HABITS_TEXTS } from '../habits-texts';

export function HabitsErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice tone="error" role="alert">
      <p className="font-semibold">{HABITS_TEXTS.errorTitle}</p>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {HABITS_TEXTS.retry}
      </Button>
    </Notice>
  );
}
