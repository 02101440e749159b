import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'success' | 'warning' | 'error' | 'info';

const tones: Record<Tone, { classes: string; icon: LucideIcon }> = {
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  warning: { classes: 'border-amber-300 bg-amber-50 text-amber-900', icon: TriangleAlert },
  error: { classes: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  info: { classes: 'border-indigo-200 bg-indigo-50 text-indigo-900', icon: Info },
};

interface NoticeProps {
  tone: Tone;
  children: ReactNode;
  /** 'alert' for news the person must hear now, 'status' for polite updates. */
  role?: 'alert' | 'status';
}

export function Notice({ tone, children, role }: NoticeProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-xl border p-4 text-sm ${classes}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-3">{children}</div>
    </div>
  );
}
