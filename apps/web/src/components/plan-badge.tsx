import { PLAN_LABELS, type PlanType } from '@streakwise/shared';
import { Crown, Sparkles } from 'lucide-react';
import { SPEC_TEXTS } from '../lib/texts';

const tones: Record<PlanType, string> = {
  free: 'bg-slate-100 text-slate-700 ring-slate-200',
  pro: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  premium: 'bg-amber-50 text-amber-800 ring-amber-200',
};

const shortLabels: Record<PlanType, string> = {
  free: PLAN_LABELS.free,
  pro: SPEC_TEXTS.proBadge,
  premium: SPEC_TEXTS.premiumBadge,
};

interface PlanBadgeProps {
  plan: PlanType;
  /** 'Pro' / 'Premium' for the navigation bar instead of 'Pro Plan' / 'Premium Plan'. */
  short?: boolean;
}

export function PlanBadge({ plan, short = false }: PlanBadgeProps) {
  const Icon = plan === 'premium' ? Crown : plan === 'pro' ? Sparkles : null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[plan]}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {short ? shortLabels[plan] : PLAN_LABELS[plan]}
    </span>
  );
}
