import type { CreateGoalRequest, Goal } from '@streakwise/shared';
import { Plus, Target } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Skeleton } from '../../../components/skeleton';
import { useConfirmTarget } from '../../../lib/use-confirm-target';
import { EmptyState } from '../components/empty-state';
import { GoalCard } from '../components/goal-card';
import { GoalFormModal } from '../components/goal-form-modal';
import { LoadingRegion } from '../components/loading-region';
import { TabErrorState } from '../components/tab-error-state';
import { TabHeader } from '../components/tab-header';
import { useGoals } from '../hooks/use-goals';
import { goalUnit } from '../model/goal-form';
import { usePremiumSelector } from '../premium-hooks';
import { selectHabits } from '../../habits';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Streak, frequency and milestone goals: list, create, edit, pause, delete (docs/product.md §2,
 * Goals).
 */
export function GoalsTab() {
  const goals = useGoals();
  const habits = usePremiumSelector(selectHabits);
  // undefined: closed; null: a new goal; a goal: editing it.
  const [editing, setEditing] = useState<Goal | null | undefined>(undefined);
  const deleting = useConfirmTarget(goals.remove);
  const toDelete = deleting.target;
  const listRef = useRef<HTMLUListElement>(null);
  const { state } = goals;

  const submit = (body: CreateGoalRequest) =>
    editing ? goals.save(editing._id, body) : goals.create(body);
  const newGoal = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" className="size-4" />
      {PREMIUM_TEXTS.newGoal}
    </Button>
  );

  return (
    <div className="space-y-6">
      <TabHeader title={PREMIUM_TEXTS.goalsTitle} subtitle={PREMIUM_TEXTS.goalsSubtitle}>
        {state.status === 'success' && state.data.length > 0 && newGoal}
      </TabHeader>
      {state.status === 'loading' && (
        <LoadingRegion label={PREMIUM_TEXTS.loadingGoals}>
          <div className={GRID}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-60 rounded-2xl" />
            ))}
          </div>
        </LoadingRegion>
      )}
      {state.status === 'error' && (
        <TabErrorState
          title={PREMIUM_SPEC_TEXTS.loadGoalsFailed}
          error={state.error}
          fallback={PREMIUM_SPEC_TEXTS.loadGoalsFailed}
          onRetry={goals.reload}
        />
      )}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState
          icon={Target}
          title={PREMIUM_TEXTS.noGoalsTitle}
          body={PREMIUM_TEXTS.noGoalsBody}
          action={newGoal}
        />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={PREMIUM_TEXTS.goalsTitle}
          className={`${GRID} focus:outline-none`}
        >
          {state.data.map((goal) => (
            <li key={goal._id}>
              <GoalCard
                goal={goal}
                unit={goalUnit(
                  goal.type,
                  habits.find((habit) => habit._id === goal.habitId),
                )}
                isBusy={goals.isBusy(goal)}
                onEdit={setEditing}
                onToggleStatus={goals.toggleStatus}
                onDelete={deleting.ask}
              />
            </li>
          ))}
        </ul>
      )}
      <GoalFormModal
        open={editing !== undefined}
        goal={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={PREMIUM_TEXTS.deleteGoalTitle}
        confirmLabel={PREMIUM_TEXTS.delete}
        cancelLabel={PREMIUM_TEXTS.cancel}
        onConfirm={() => void deleting.confirm()}
        onCancel={deleting.cancel}
        isBusy={deleting.isBusy}
        fallbackFocus={listRef}
      >
        {toDelete && PREMIUM_TEXTS.deleteGoalBody(toDelete.title)}
      </ConfirmDialog>
    </div>
  );
}
