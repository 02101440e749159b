import { TOAST_MS, type CreateGoalRequest, type Goal } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { newestFirst } from '../model/goal-form';
import { premiumApi } from '../premium-api';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';
import { useRemote } from './use-remote';

/** The server's per-field messages of a refused goal, for the form to show on its inputs. */
export type GoalFieldErrors = Record<string, string> | undefined;

const fieldsOf = (error: unknown): GoalFieldErrors =>
  isApiError(error) ? error.fields : undefined;

/** The goal list and every change to it, each confirmed by the server before it shows. */
export function useGoals() {
  const { state, reload, update } = useRemote('goals', (signal) => premiumApi.goals(signal));
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const mark = (id: string, value: boolean) => setBusy((all) => ({ ...all, [id]: value }));
  const replace = (goal: Goal) =>
    update((list) => list.map((item) => (item._id === goal._id ? goal : item)));
  const drop = (id: string) => update((list) => list.filter((item) => item._id !== id));

  const create = async (body: CreateGoalRequest): Promise<GoalFieldErrors | null> => {
    try {
      const goal = await premiumApi.createGoal(body);
      update((list) => [goal, ...list]);
      toast.success(PREMIUM_TEXTS.goalCreated(goal.title), { duration: TOAST_MS });
      return null;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.createGoalFailed));
      return fieldsOf(error);
    }
  };

  const save = async (id: string, body: CreateGoalRequest): Promise<GoalFieldErrors | null> => {
    try {
      replace(await premiumApi.updateGoal(id, body));
      toast.success(PREMIUM_TEXTS.goalSaved, { duration: TOAST_MS });
      return null;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.updateGoalFailed));
      if (isApiError(error) && error.status === 404) reload();
      return fieldsOf(error);
    }
  };

  const toggleStatus = async (goal: Goal) => {
    const status = goal.status === 'paused' ? 'active' : 'paused';
    mark(goal._id, true);
    try {
      replace(await premiumApi.updateGoal(goal._id, { status }));
      toast.success(status === 'paused' ? PREMIUM_TEXTS.goalPaused : PREMIUM_TEXTS.goalResumed, {
        duration: TOAST_MS,
      });
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.updateGoalFailed));
      if (isApiError(error) && error.status === 404) reload();
    } finally {
      mark(goal._id, false);
    }
  };

  /** True once the goal is gone, including when the server had already lost it. */
  const remove = async (goal: Goal): Promise<boolean> => {
    mark(goal._id, true);
    try {
      await premiumApi.deleteGoal(goal._id);
      drop(goal._id);
      toast.success(PREMIUM_TEXTS.goalDeleted(goal.title), { duration: TOAST_MS });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, PREMIUM_SPEC_TEXTS.deleteGoalFailed));
      if (!isApiError(error) || error.status !== 404) return false;
      drop(goal._id);
      return true;
    } finally {
      mark(goal._id, false);
    }
  };

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
