import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. the link to the other auth screen. */
  footer?: ReactNode;
  tone?: 'brand' | 'success' | 'error';
}

const iconTones = {
  brand: 'bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-indigo-200',
  success: 'bg-emerald-100 text-emerald-600 shadow-emerald-100',
  error: 'bg-red-100 text-red-600 shadow-red-100',
};

/** The centred card every sign-in related screen sits in. */
export function AuthLayout({
  icon: Icon,
  title,
  subtitle,
  children,
  footer,
  tone = 'brand',
}: AuthLayoutProps) {
  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-indigo-50 via-white to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-indigo-100/50 sm:p-8">
          <div className="mb-6 text-center">
            <span
              className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl shadow-md ${iconTones[tone]}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </section>
  );
}
