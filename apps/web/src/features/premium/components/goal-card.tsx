import type { Goal } from '@streakwise/shared';
import { CalendarDays, Gift, Link2, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { ProgressBar } from '../../../components/progress-bar';
import { formatDay } from '../../../lib/day-format';
import { PREMIUM_TEXTS } from '../premium-texts';

const STATUS_TONES: Record<Goal['status'], string> = {
  active: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  paused: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-rose-50 text-rose-700 ring-rose-200',
};

interface GoalCardProps {
  goal: Goal;
  /** What its number counts: days, check-ins, or a measured habit's unit (model/goal-form.ts). */
  unit: string;
  isBusy: boolean;
  onEdit: (goal: Goal) => void;
  onToggleStatus: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="shrink-0 text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function GoalCard({ goal, unit, isBusy, onEdit, onToggleStatus, onDelete }: GoalCardProps) {
  const headingId = useId();
  // Only a running goal pauses; any goal can be edited (the server judges it again).
  const isOpen = goal.status === 'active' || goal.status === 'paused';
  const iconClasses = 'size-4';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-200/60"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {goal.title}
          </h3>
          <p className="mt-0.5 text-xs font-medium text-slate-500">
            {PREMIUM_TEXTS.goalTypeNames[goal.type]}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[goal.status]}`}
        >
          {PREMIUM_TEXTS.goalStatusNames[goal.status]}
        </span>
      </div>
      {goal.description && <p className="mt-2 text-sm text-slate-600">{goal.description}</p>}

      <div className="mt-4 space-y-1.5">
        <div className="flex justify-end text-sm font-semibold text-slate-900 tabular-nums">
          {PREMIUM_TEXTS.goalCount(goal.current, goal.target, unit)}
        </div>
        <ProgressBar
          value={goal.current}
          max={goal.target}
          label={PREMIUM_TEXTS.goalProgress(goal.title)}
          color={goal.status === 'completed' ? '#10B981' : undefined}
        />
      </div>

      <dl className="mt-4 grid gap-1.5 text-sm text-slate-600">
        <Detail
          icon={<Link2 aria-hidden="true" className={iconClasses} />}
          label={PREMIUM_TEXTS.linkedHabit}
        >
          {goal.habitName ?? PREMIUM_TEXTS.allHabits}
        </Detail>
        <Detail
          icon={<CalendarDays aria-hidden="true" className={iconClasses} />}
          label={PREMIUM_TEXTS.deadline}
        >
          {goal.deadline
            ? formatDay(goal.deadline, { day: 'numeric', month: 'short', year: 'numeric' })
            : PREMIUM_TEXTS.noDeadline}
        </Detail>
        {goal.reward && (
          <Detail
            icon={<Gift aria-hidden="true" className={iconClasses} />}
            label={PREMIUM_TEXTS.reward}
          >
            {goal.reward}
          </Detail>
        )}
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(goal)}
          disabled={isBusy}
          aria-describedby={headingId}
        >
          <Pencil aria-hidden="true" className={iconClasses} />
          {PREMIUM_TEXTS.editGoalShort}
        </Button>
        {isOpen && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onToggleStatus(goal)}
            disabled={isBusy}
            aria-describedby={headingId}
          >
            {goal.status === 'paused' ? (
              <Play aria-hidden="true" className={iconClasses} />
            ) : (
              <Pause aria-hidden="true" className={iconClasses} />
            )}
            {goal.status === 'paused' ? PREMIUM_TEXTS.resume : PREMIUM_TEXTS.pause}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(goal)}
          disabled={isBusy}
          aria-describedby={headingId}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className={iconClasses} />
          {PREMIUM_TEXTS.delete}
        </Button>
      </div>
    </article>
  );
}
