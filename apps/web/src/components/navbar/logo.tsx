import { Flame } from 'lucide-react';
import { SiteLink } from '../site-link';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <SiteLink
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm shadow-indigo-200">
        <Flame aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">Streakwise</span>
    </SiteLink>
  );
}
