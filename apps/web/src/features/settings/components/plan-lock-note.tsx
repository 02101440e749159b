import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { SETTINGS_TEXTS as T } from '../settings-texts';

/** Why a Free account cannot change these settings, and the way to Pro. */
export function PlanLockNote({ text = T.lockNote }: { text?: string }) {
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center">
      <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-indigo-900">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
      <Link to="/pro" className={`${buttonClasses('primary', 'sm')} shrink-0`}>
        <Sparkles aria-hidden="true" className="size-4" />
        {T.upgradeToPro}
      </Link>
    </div>
  );
}
