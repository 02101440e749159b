import { KeyRound } from 'lucide-react';
import { SPEC_TEXTS } from '../../../lib/texts';
import { selectUser, useAuthSelector } from '../auth-hooks';
import { AccountSummary } from '../components/account-summary';
import { ChangePasswordForm } from '../components/change-password-form';
import { SecurityTips } from '../components/security-tips';

export function ChangePasswordPage() {
  const user = useAuthSelector(selectUser);
  // The route is protected; a missing user only happens for an instant while signing out.
  if (!user) return null;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-200">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {SPEC_TEXTS.changePassword}
          </h1>
          <p className="text-sm text-slate-600">
            Keep your account secure with a strong, unique password.
          </p>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AccountSummary user={user} />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ChangePasswordForm />
          </div>
        </div>
        <SecurityTips />
      </div>
    </section>
  );
}
