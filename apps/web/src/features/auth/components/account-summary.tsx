import type { User } from '@streakwise/shared';
import { PlanBadge } from '../../../components/plan-badge';

export function AccountSummary({ user }: { user: Pick<User, 'name' | 'email' | 'subscription'> }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-lg font-semibold text-white"
      >
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{user.name}</p>
        <p className="mb-2 text-sm wrap-anywhere text-slate-500">{user.email}</p>
        <PlanBadge plan={user.subscription.type} />
      </div>
    </div>
  );
}
