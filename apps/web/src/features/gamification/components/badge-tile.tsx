import type { BadgeStatus } from '@streakwise/shared';
import { GAMIFICATION_TEXTS } from '../gamification-texts';
import { BadgeIcon } from './badge-icon';

/** One badge: in colour once earned, greyed out until then. */
export function BadgeTile({ badge }: { badge: BadgeStatus }) {
  return (
    <li
      title={badge.description}
      data-earned={badge.earned}
      className={`flex flex-col items-center gap-1.5 rounded-xl border p-3 text-center transition ${
        badge.earned
          ? 'border-amber-200 bg-gradient-to-b from-amber-50 to-white shadow-sm'
          : 'border-slate-200 bg-slate-50'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-11 items-center justify-center rounded-full ${
          badge.earned
            ? 'bg-gradient-to-br from-amber-300 to-orange-400 text-white shadow-sm shadow-amber-200'
            : 'bg-slate-200 text-slate-500'
        }`}
      >
        <BadgeIcon id={badge.id} name={badge.name} className="size-6" />
      </span>
      <span
        className={`text-xs leading-tight font-semibold ${badge.earned ? 'text-slate-900' : 'text-slate-500'}`}
      >
        {badge.name}
      </span>
      <span className="sr-only">
        {badge.earned ? GAMIFICATION_TEXTS.earned : GAMIFICATION_TEXTS.notEarned}:{' '}
        {badge.description}
      </span>
    </li>
  );
}
