import type { FreezeUse } from '@streakwise/shared';
import { Snowflake } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { formatDay, LONG_DAY } from '../../../lib/day-format';
import { GAMIFICATION_TEXTS as T } from '../gamification-texts';
import { freezeUseKey } from '../freeze-notice-storage';
import { useFreezeNotices } from '../use-freeze-notices';

interface FreezeNoticeItemProps {
  use: FreezeUse;
  onDismiss: () => void;
}

function FreezeNoticeItem({ use, onDismiss }: FreezeNoticeItemProps) {
  const textId = useId();
  const day = formatDay(use.date, LONG_DAY);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center"
    >
      <Snowflake aria-hidden="true" className="hidden size-5 shrink-0 text-sky-600 sm:block" />
      <p id={textId} className="flex-1">
        {T.freezeSaved(use.habitName, day)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="self-start sm:self-auto"
        aria-describedby={textId}
        data-freeze-notice
        onClick={onDismiss}
      >
        {T.gotIt}
      </Button>
    </div>
  );
}

/**
 * "A streak freeze saved …": one notice per freeze the server used lately, until the person says
 * "Got it" (docs/decisions/017-fair-streaks.md). Dismissed uses are remembered in this browser.
 */
export function FreezeNotice() {
  const { uses, dismiss } = useFreezeNotices();
  const listRef = useRef<HTMLDivElement>(null);
  if (uses.length === 0) return null;

  const dismissAt = (index: number) => {
    const use = uses[index];
    if (!use) return;
    dismiss(use);
    // Keyboard users go on to the next notice rather than to the top of the page.
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-freeze-notice]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    next?.focus();
  };

  return (
    <div ref={listRef} className="space-y-3">
      {uses.map((use, index) => (
        <FreezeNoticeItem key={freezeUseKey(use)} use={use} onDismiss={() => dismissAt(index)} />
      ))}
    </div>
  );
}
