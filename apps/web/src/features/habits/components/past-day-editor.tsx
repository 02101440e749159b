import {
  canLogDay,
  HABIT_NOTE_MAX_LENGTH,
  type HabitDay,
  type SetHabitDayRequest,
} from '@streakwise/shared';
import { Minus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { formatDay, LONG_DAY } from '../../../lib/day-format';
import { PAST_DAYS_TEXTS as T } from '../past-days-texts';

interface PastDayEditorProps {
  day: HabitDay;
  zone: string;
  offline: boolean;
  saving: boolean;
  error: string | null;
  onSave: (changes: SetHabitDayRequest, open: boolean) => void;
}

const stepper =
  'flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-40';

/** The chosen day's count and note; only what changed is sent. */
export function PastDayEditor({ day, zone, offline, saving, error, onSave }: PastDayEditorProps) {
  const [count, setCount] = useState(day.count);
  const [note, setNote] = useState(day.note ?? '');
  const countId = useId();
  const window = canLogDay(day.date, new Date(), zone);
  const open = window !== 'closed';
  const hint =
    window === 'today' ? T.hintToday : window === 'yesterday' ? T.hintYesterday : T.hintClosed;
  const changes: SetHabitDayRequest = {
    ...(count !== day.count ? { count } : {}),
    ...(note.trim() !== (day.note ?? '') ? { note: note.trim() || null } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) onSave(changes, open);
  };

  return (
    <form onSubmit={submit} className="mt-5 space-y-4 border-t border-slate-200 pt-4">
      <div>
        <h3 className="font-semibold text-slate-900">{formatDay(day.date, LONG_DAY)}</h3>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
        {day.corrected && <p className="mt-1 text-xs text-slate-500">{T.correctedNote}</p>}
      </div>
      <div>
        <label htmlFor={countId} className="block text-sm font-medium text-slate-700">
          {T.count(day.target)}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <button
            type="button"
            className={stepper}
            aria-label={T.fewer}
            disabled={count <= 0}
            onClick={() => setCount(Math.max(0, count - 1))}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            id={countId}
            type="number"
            inputMode="numeric"
            min={0}
            max={day.target}
            value={count}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (Number.isInteger(next)) setCount(Math.min(day.target, Math.max(0, next)));
            }}
            className="h-10 w-20 rounded-lg border border-slate-300 bg-white px-3 text-center text-slate-900 tabular-nums focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          />
          <button
            type="button"
            className={stepper}
            aria-label={T.more}
            disabled={count >= day.target}
            onClick={() => setCount(Math.min(day.target, count + 1))}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
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
