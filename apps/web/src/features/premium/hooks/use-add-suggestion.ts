import { MESSAGES, TOAST_MS, type Suggestion } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { createHabit, selectHabits } from '../../habits';
import { usePremiumDispatch, usePremiumSelector } from '../premium-hooks';
import { PREMIUM_TEXTS } from '../premium-texts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Only the suggestion's kind's own fields: the create schema refuses the others. */
function kindFields(s: Suggestion) {
  if (s.kind === 'measure') return { kind: s.kind, unit: s.unit ?? '', target: s.target ?? 1 };
  if (s.kind === 'quit') {
    return { kind: s.kind, limit: s.limit ?? 0, ...(s.unit ? { unit: s.unit } : {}) };
  }
  return { dailyTarget: s.dailyTarget };
}

/**
 * "Add this habit": the suggestion goes through the habits' own create flow, so the list, the
 * stats and the plan's limit (the server's 403 message) behave as with the Add Habit form.
 */
export function useAddSuggestion() {
  const dispatch = usePremiumDispatch();
  const habits = usePremiumSelector(selectHabits);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setAdding((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const add = async (suggestion: Suggestion) => {
    mark(suggestion.id, true);
    const action = await dispatch(
      createHabit({
        name: suggestion.title,
        category: suggestion.habitCategory,
        ...kindFields(suggestion),
        icon: suggestion.icon,
        color: suggestion.color,
        description: suggestion.description,
      }),
    );
    mark(suggestion.id, false);
    if (createHabit.fulfilled.match(action)) {
      toast.success(PREMIUM_TEXTS.suggestionAdded(action.payload.name), { duration: TOAST_MS });
    } else {
      toast.error(action.payload?.message ?? MESSAGES.createHabitFailed);
    }
  };

  return {
    /** A habit of the same name counts: it was added here, or the person already keeps it. */
    isAdded: (suggestion: Suggestion) =>
      habits.some((habit) => sameName(habit.name, suggestion.title)),
    isAdding: (suggestion: Suggestion) => adding.has(suggestion.id),
    add: (suggestion: Suggestion) => void add(suggestion),
  };
}
