import { Crown, ListChecks, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PlanType } from '@streakwise/shared';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { HABITS_TEXTS } from '../habits-texts';
import { AddHabitButton, HabitLimitMessage } from './add-habit-button';

interface QuickActionsProps {
  plan: PlanType;
  onAdd: () => void;
  onViewAll: () => void;
}

export function QuickActions({ plan, onAdd, onViewAll }: QuickActionsProps) {
  const limitId = useId();
  return (
    <section
      aria-label={HABITS_TEXTS.quickActions}
      className="rounded-2xl border border-slate-200/80 bg-gradient-to-r from-indigo-50 via-white to-violet-50 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <AddHabitButton onClick={onAdd} showLimit={false} limitMessageId={limitId} />
        <Button variant="secondary" onClick={onViewAll}>
          <ListChecks aria-hidden="true" className="size-4" />
          {HABITS_TEXTS.allHabits}
        </Button>
        {plan !== 'premium' && (
          <Link to={plan === 'free' ? '/pro' : '/premium'} className={buttonClasses('ghost')}>
            {plan === 'free' ? (
              <Sparkles aria-hidden="true" className="size-4 text-indigo-600" />
            ) : (
              <Crown aria-hidden="true" className="size-4 text-amber-500" />
            )}
            {plan === 'free' ? SPEC_TEXTS.tryPro : SPEC_TEXTS.goPremium}
          </Link>
        )}
      </div>
      <HabitLimitMessage id={limitId} className="mt-3" />
    </section>
  );
}
