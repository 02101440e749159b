import { checkInAmountField, HABIT_KIND_MESSAGES, type Habit } from '@streakwise/shared';
import { CircleAlert, Plus, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/field-shell';
import { HABIT_KIND_TEXTS as K } from '../habits-texts';
import type { CheckInEntry, PendingAction } from '../habits-types';
import type { CheckInEnd } from '../hooks/use-habit-actions';
import { amountValue } from '../model/habit-form';
import { kindOf } from '../model/habit-kind-text';
import type { HabitProgress } from '../model/habit-progress';

interface HabitKindEntryProps {
  habit: Habit;
  pending: PendingAction | undefined;
  progress: HabitProgress;
  late: boolean;
  onComplete: (entry: CheckInEntry) => Promise<CheckInEnd | void> | void;
}

/**
 * A measure's and a quit habit's check-in (docs/decisions/032-habit-kinds.md): an amount added
 * to the day's total, or one slip logged. A count's buttons stay in habit-card-actions.tsx.
 */
export function HabitKindEntry(props: HabitKindEntryProps) {
  return kindOf(props.habit) === 'measure' ? <MeasureEntry {...props} /> : <QuitEntry {...props} />;
}

function MeasureEntry({ habit, pending, progress, late, onComplete }: HabitKindEntryProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const busy = pending !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkInAmountField.safeParse(amountValue(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? HABIT_KIND_MESSAGES.amountInvalid);
      input.current?.focus();
      return;
    }
    setError(null);
    const end = await onComplete({ amount: parsed.data });
    // The amount stays typed when the server refused it, for another try.
    if (!end || end.ok) setText('');
  };

  return (
    <form noValidate aria-label={K.addFor(habit.name)} onSubmit={(event) => void submit(event)}>
      {progress.isComplete && (
        <p className="mb-2 text-sm font-medium text-emerald-700">{K.measureDone}</p>
      )}
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {K.amount(habit.unit ?? '')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          className={`${inputClasses(Boolean(error))} min-w-0 flex-1 py-2 tabular-nums`}
        />
        <Button type="submit" isLoading={pending === 'one'} disabled={busy}>
          {pending !== 'one' && <Plus aria-hidden="true" className="size-4" />}
          {late ? K.addYesterday : K.add}
        </Button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-1.5 flex items-center gap-1.5 text-sm text-red-600"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </form>
  );
}

function QuitEntry({ pending, late, onComplete }: HabitKindEntryProps) {
  return (
    <Button
      variant="secondary"
      fullWidth
      onClick={() => void onComplete({ count: 1 })}
      isLoading={pending === 'one'}
      disabled={pending !== undefined}
    >
      {pending !== 'one' && <TriangleAlert aria-hidden="true" className="size-4" />}
      {late ? K.logSlipYesterday : K.logSlip}
    </Button>
  );
}
