import { MESSAGES, TOAST_MS, type Habit } from '@streakwise/shared';
import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { formatDay, SHORT_DAY } from '../../../lib/day-format';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { skipDay } from '../habits-thunks';
import { isProtectedToday, isRestDayToday, restDayChoices } from '../model/schedule';

/**
 * The longest reason `skipDayRequestSchema` (packages/shared/src/schemas/habits.ts) takes. Checked
 * here by hand: the schema would bring zod into the dashboard's download (see vite.config.ts).
 */
export const REST_REASON_MAX = 100;

type Which = 'today' | 'tomorrow';

interface RestDayDialogProps {
  habit: Habit;
  onClose: () => void;
  /** Takes focus on close if the button that opened the dialog is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Protects today or tomorrow for one habit (POST /api/habits/:id/skip): the streak lives on through
 * the day, which adds nothing to it (docs/decisions/017-fair-streaks.md). The server's refusal, such
 * as a day that has closed, is shown in the dialog, which stays open.
 */
export function RestDayDialog({ habit, onClose, fallbackFocus }: RestDayDialogProps) {
  const dispatch = useDashboardDispatch();
  const formId = useId();
  const groupId = useId();
  const busy = useDashboardSelector((state) => state.habits.pending[habit._id] === 'skip');
  const days = restDayChoices(habit.today.date);
  // Today owes nothing (not due, or protected already): tomorrow is the likelier wish.
  const [which, setWhich] = useState<Which>(
    isRestDayToday(habit) || isProtectedToday(habit) ? 'tomorrow' : 'today',
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (trimmed.length > REST_REASON_MAX) {
      setReasonError(MESSAGES.skipReasonTooLong);
      return;
    }
    setError(null);
    setReasonError(undefined);
    const action = await dispatch(
      skipDay({
        habitId: habit._id,
        ...(which === 'tomorrow' ? { date: days.tomorrow } : {}),
        ...(trimmed ? { reason: trimmed } : {}),
      }),
    );
    if (skipDay.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.restDaySaved, { duration: TOAST_MS });
      onClose();
      return;
    }
    const failure = action.payload;
    if (failure?.status === 404) {
      toast.error(failure.message);
      onClose();
      return;
    }
    if (failure?.fields?.reason) setReasonError(failure.fields.reason);
    else setError(failure?.message ?? HABITS_TEXTS.restDayFailed);
  };

  const options: { value: Which; label: string; day: string }[] = [
    { value: 'today', label: HABITS_TEXTS.today, day: days.today },
    { value: 'tomorrow', label: HABITS_TEXTS.tomorrow, day: days.tomorrow },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={HABITS_TEXTS.restDayTitle}
      description={HABITS_TEXTS.restDayIntro(habit.name)}
      size="sm"
      fallbackFocus={fallbackFocus}
      preventClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {DASHBOARD_SPEC_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={busy}>
            {HABITS_TEXTS.protectDay}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            {HABITS_TEXTS.restDayWhich}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {options.map(({ value, label, day }) => (
              <label key={value} className="relative cursor-pointer">
                <input
                  type="radio"
                  name={groupId}
                  value={value}
                  checked={which === value}
                  onChange={() => setWhich(value)}
                  // Named by the word, described by the date: "Today", "Wed 12 Nov".
                  aria-labelledby={`${groupId}-${value}-name`}
                  aria-describedby={`${groupId}-${value}`}
                  data-autofocus={which === value ? true : undefined}
                  className="peer sr-only"
                />
                <span className="flex flex-col items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-center transition peer-checked:border-indigo-500 peer-checked:bg-indigo-50 peer-checked:ring-2 peer-checked:ring-indigo-500 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 hover:border-slate-300">
                  <span
                    id={`${groupId}-${value}-name`}
                    className="text-sm font-semibold text-slate-900"
                  >
                    {label}
                  </span>
                  <span id={`${groupId}-${value}`} className="text-xs text-slate-600">
                    {formatDay(day, SHORT_DAY)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          label={HABITS_TEXTS.restDayReason}
          placeholder={HABITS_TEXTS.restDayReasonPlaceholder}
          autoComplete="off"
          maxLength={REST_REASON_MAX}
          hint={HABITS_TEXTS.restDayReasonHint(REST_REASON_MAX)}
          error={reasonError}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        {error && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
