import { Gift, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  formatDayMonth,
  rememberLaunchOfferNotice,
  wasLaunchOfferNoticeShown,
} from '../model/launch-offer-notice-storage';

export const LAUNCH_OFFER_TEXTS = {
  told: (day: string) => `You're one of our first 100: Premium is yours free until ${day}`,
  dismiss: 'Dismiss',
} as const;

interface LaunchOfferNoticeProps {
  userId: string;
  endsAt: string;
  timeZone: string;
}

/**
 * Tells a launch-offer member (docs/product.md §1: the first 100 get Premium free for a month) once
 * per user that the free Premium month is theirs, and until when. Mount it with a key of the user.
 */
export function LaunchOfferNotice({ userId, endsAt, timeZone }: LaunchOfferNoticeProps) {
  const [open, setOpen] = useState(() => !wasLaunchOfferNoticeShown(userId));

  useEffect(() => {
    if (open) rememberLaunchOfferNotice(userId, endsAt);
  }, [open, userId, endsAt]);

  if (!open) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-gradient-to-r from-amber-50 to-orange-50 p-4 text-sm font-medium text-amber-900"
    >
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p className="flex-1">{LAUNCH_OFFER_TEXTS.told(formatDayMonth(endsAt, timeZone))}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={LAUNCH_OFFER_TEXTS.dismiss}
        className="-m-1 rounded-lg p-1 text-amber-700 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
