import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { DASHBOARD_SPEC_TEXTS } from '../habits-texts';
import { useHabitLimit } from '../hooks/use-habit-limit';
import { prepareHabitForm } from './habit-form-modals';

/** "Free plan: 3 of 3 habits used. Upgrade to Pro …" with the upgrade link; null below the limit. */
export function HabitLimitMessage({ id, className = '' }: { id: string; className?: string }) {
  const limit = useHabitLimit();
  if (!limit.atLimit) return null;
  return (
    <p id={id} className={`text-sm text-slate-600 ${className}`}>
      {limit.message}{' '}
      <Link to={limit.upgradePath} className={textLinkClasses}>
        {limit.upgradeLabel}
      </Link>
    </p>
  );
}

interface AddHabitButtonProps {
  onClick: () => void;
  /** Show the plan-limit message under the button when the plan is full. */
  showLimit?: boolean;
  /** The id of a limit message placed elsewhere, so the button still points to it. */
  limitMessageId?: string;
}

/**
 * Add Habit, disabled with an upgrade message once the plan's habits are used (docs/product.md §2).
 */
export function AddHabitButton({ onClick, showLimit = true, limitMessageId }: AddHabitButtonProps) {
  const { atLimit } = useHabitLimit();
  const ownId = useId();
  const messageId = showLimit ? ownId : limitMessageId;
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        onClick={onClick}
        onPointerEnter={prepareHabitForm}
        onFocus={prepareHabitForm}
        disabled={atLimit}
        aria-describedby={atLimit && messageId ? messageId : undefined}
      >
        <Plus aria-hidden="true" className="size-4" />
        {DASHBOARD_SPEC_TEXTS.addHabit}
      </Button>
      {showLimit && <HabitLimitMessage id={ownId} className="max-w-xs sm:text-right" />}
    </div>
  );
}
