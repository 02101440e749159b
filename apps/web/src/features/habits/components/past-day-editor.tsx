import {
  canLogDay,
  HABIT_NOTE_MAX_LENGTH,
  setHabitDayRequestSchema,
  SLIPS_MAX,
  type HabitDay,
  type HabitKind,
  type SetHabitDayRequest,
} from '@streakwise/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { formatDay, LONG_DAY } from '../../../lib/day-format';
import { HABIT_KIND_TEXTS as K } from '../habits-texts';
import { amountValue } from '../model/habit-form';
import { formatAmount } from '../model/habit-kind-text';
import { PAST_DAYS_TEXTS as T } from '../past-days-texts';
import { DayAmountField, DayCountField } from './past-day-fields';

interface PastDayEditorProps {
  day: HabitDay;
  /** The habit's kind and unit: a count's check-ins, a measure's amount, a quit habit's slips. */
  kind: HabitKind;
  unit: string | null | undefined;
  zone: string;
  offline: boolean;
  saving: boolean;
  error: string | null;
  onSave: (changes: SetHabitDayRequest, open: boolean) => void;
}

/** The chosen day's count (amount, slips) and note; only what changed is sent. */
export function PastDayEditor(props: PastDayEditorProps) {
  const { day, kind, unit, zone, offline, saving, error, onSave } = props;
  const [count, setCount] = useState(day.count);
  const [amountText, setAmountText] = useState(formatAmount(day.count).replaceAll(',', ''));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [note, setNote] = useState(day.note ?? '');
  const window = canLogDay(day.date, new Date(), zone);
  const open = window !== 'closed';
  const hint =
    window === 'today' ? T.hintToday : window === 'yesterday' ? T.hintYesterday : T.hintClosed;
  const amount = amountValue(amountText);
  const changes = {
    ...(kind !== 'measure' && count !== day.count ? { count } : {}),
    ...(kind === 'measure' && amount !== day.count ? { amount } : {}),
    ...(note.trim() !== (day.note ?? '') ? { note: note.trim() || null } : {}),
  } as SetHabitDayRequest;
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    // The shared schema of PUT …/days/:date says what is wrong with an amount.
    const checked = setHabitDayRequestSchema.safeParse(changes);
    const wrong = checked.error?.issues.find((issue) => issue.path[0] === 'amount');
    setAmountError(wrong?.message ?? null);
    if (checked.success) onSave(checked.data, open);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4 border-t border-slate-200 pt-4">
      <div>
        <h3 className="font-semibold text-slate-900">{formatDay(day.date, LONG_DAY)}</h3>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
        {day.corrected && <p className="mt-1 text-xs text-slate-500">{T.correctedNote}</p>}
      </div>
      {kind === 'measure' && (
        <DayAmountField
          label={K.dayAmount(formatAmount(day.target), unit ?? '')}
          text={amountText}
          error={amountError}
          onChange={(text) => {
            setAmountText(text);
            setAmountError(null);
          }}
        />
      )}
      {kind === 'quit' && (
        <DayCountField
          label={K.daySlips}
          hint={K.daySlipsHint(day.target)}
          value={count}
          max={SLIPS_MAX}
          onChange={setCount}
        />
      )}
      {kind === 'count' && (
        <DayCountField
          label={T.count(day.target)}
          value={count}
          max={day.target}
          onChange={setCount}
        />
      )}
      <TextAreaField
        label={T.note}
        hint={T.noteHint}
        rows={3}
        maxLength={HABIT_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {(error ?? (offline ? T.offline : null)) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error ?? T.offline}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!changed || offline} isLoading={saving}>
          {saving ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
