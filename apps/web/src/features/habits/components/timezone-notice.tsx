import { Globe } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { TIMEZONE_TEXTS as T, useTimezoneNotice } from '../hooks/use-timezone-notice';

/** Offers to count days in the browser's zone when it differs from the account's (a trip). */
export function TimezoneNotice() {
  const notice = useTimezoneNotice();
  const titleId = useId();
  if (!notice.visible) return null;
  const { stored, browser } = notice;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950 md:flex-row md:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
        <div className="min-w-0">
          <p id={titleId} className="font-semibold">
            {T.title}
          </p>
          <p className="mt-0.5 break-words">{T.body(stored, browser)}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
        <Button size="sm" onClick={notice.switchZone} isLoading={notice.isSwitching}>
          {T.switchTo(browser)}
        </Button>
        <Button size="sm" variant="secondary" onClick={notice.keep} disabled={notice.isSwitching}>
          {T.keep(stored)}
        </Button>
      </div>
    </section>
  );
}
