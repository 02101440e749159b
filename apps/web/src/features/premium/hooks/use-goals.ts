import { TOAST_MS, type CreateGoalRequest, type Goal } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { remoteState } from '../../../lib/server-api';
import {
  useCreateGoalMutation,
  useDeleteGoalMutation,
  useGoalsQuery,
  useUpdateGoalMutation,
} from '../api/premium-queries';
import { newestFirst } from '../model/goal-form';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

/** The server's per-field messages of a refused goal, for the form to show on its inputs. */
export type GoalFieldErrors = Record<string, string> | undefined;

const fieldsOf = (error: unknown): GoalFieldErrors =>
  isApiError(error) ? error.fields : undefined;

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/** The goal list and every change to it, each confirmed by the server before it shows. */
export function useGoals() {
  const query = useGoalsQuery();
  const [createGoal] = useCreateGoalMutation();
  const [updateGoal] = useUpdateGoalMutation();
  const [deleteGoal] = useDeleteGoalMutation();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const mark = (id: string, value: boolean) => setBusy((all) => ({ ...all, [id]: value }));
  const reload = () => void query.refetch();

  const create = async (body: CreateGoalRequest): Promise<GoalFieldErrors | null> => {
    try {
      const goal = await createGoal(body).unwrap();
      toast.success(PREMIUM_TEXTS.goalCreated(goal.title), { duration: TOAST_MS });
      return null;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.createGoalFailed));
      return fieldsOf(error);
    }
  };

  const save = async (id: string, body: CreateGoalRequest): Promise<GoalFieldErrors | null> => {
    try {
      await updateGoal({ id, body }).unwrap();
      toast.success(PREMIUM_TEXTS.goalSaved, { duration: TOAST_MS });
      return null;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.updateGoalFailed));
      if (isGone(error)) reload();
      return fieldsOf(error);
    }
  };

  const toggleStatus = async (goal: Goal) => {
    const status = goal.status === 'paused' ? 'active' : 'paused';
    mark(goal._id, true);
    try {
      await updateGoal({ id: goal._id, body: { status } }).unwrap();
      toast.success(status === 'paused' ? PREMIUM_TEXTS.goalPaused : PREMIUM_TEXTS.goalResumed, {
        duration: TOAST_MS,
      });
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.updateGoalFailed));
      if (isGone(error)) reload();
    } finally {
      mark(goal._id, false);
    }
  };

  /** True once the goal is gone, including when the server had already lost it. */
  const remove = async (goal: Goal): Promise<boolean> => {
    mark(goal._id, true);
    try {
      await deleteGoal(goal._id).unwrap();
      toast.success(PREMIUM_TEXTS.goalDeleted(goal.title), { duration: TOAST_MS });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.deleteGoalFailed));
      // Already gone on the server: the cached list dropped it too (api/premium-queries.ts).
      return isGone(error);
    } finally {
      mark(goal._id, false);
    }
  };

  const state = remoteState(query);
  return {
    state: state.status === 'success' ? { ...state, data: newestFirst(state.data) } : state,
    reload,
    isBusy: (goal: Goal) => busy[goal._id] === true,
    create,
    save,
    toggleStatus: (goal: Goal) => void toggleStatus(goal),
    remove,
  };
}
