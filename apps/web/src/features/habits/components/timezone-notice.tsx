import { Globe } from 'lucide-react';
import { Button } from '../../../components/button';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { useTimezoneNotice } from '../hooks/use-timezone-notice';

/** Offers to count days in the browser's zone when it differs from the account's. */
export function TimezoneNotice() {
  const notice = useTimezoneNotice();
  if (!notice.visible) return null;
  return (
    <div
      role="region"
      aria-label={HABITS_TEXTS.timezoneTitle}
      className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950 sm:flex-row sm:items-center"
    >
      <Globe aria-hidden="true" className="hidden size-5 shrink-0 text-indigo-600 sm:block" />
      <p className="flex-1">{DASHBOARD_SPEC_TEXTS.timezoneNotice(notice.stored, notice.browser)}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={notice.switchZone} isLoading={notice.isSwitching}>
          {DASHBOARD_SPEC_TEXTS.switchZone}
        </Button>
        <Button size="sm" variant="secondary" onClick={notice.keep} disabled={notice.isSwitching}>
          {DASHBOARD_SPEC_TEXTS.keepZone}
        </Button>
      </div>
    </div>
  );
}
