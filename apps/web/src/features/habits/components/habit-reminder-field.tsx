import { Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { FieldShell, describedBy, inputClasses } from '../../../components/field-shell';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { WeekdayToggles } from '../../../components/weekday-toggles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { HABIT_REMINDER_TEXTS as T } from '../habit-reminder-texts';
import type { ReminderDraft } from '../model/habit-reminder';

interface HabitReminderFieldProps {
  /** Premium only: everyone else sees why, and the way to Premium, instead of a dead control. */
  canRemind: boolean;
  draft: ReminderDraft;
  onChange: (draft: ReminderDraft) => void;
  timeZone: string;
  error?: string | undefined;
  /** The time input's id, for the modal to focus it when the time is wrong. */
  timeId?: string;
}

/** A habit's own reminder: off, or a time and the weekdays it goes on (decision 029). */
export function HabitReminderField({
  canRemind,
  draft,
  onChange,
  timeZone,
  error,
  timeId: givenTimeId,
}: HabitReminderFieldProps) {
  const ownId = useId();
  const timeId = givenTimeId ?? ownId;
  const legendId = useId();
  if (!canRemind) {
    return (
      <div
        role="group"
        aria-labelledby={legendId}
        className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50 p-3"
      >
        <p id={legendId} className="text-sm font-medium text-slate-700">
          {T.legend}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-indigo-900">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {T.locked}
          </p>
          <Link to="/premium" className={`${buttonClasses('primary', 'sm')} shrink-0`}>
            <Sparkles aria-hidden="true" className="size-4" />
            {SPEC_TEXTS.upgradeToPremium}
          </Link>
        </div>
      </div>
    );
  }
  const change = (patch: Partial<ReminderDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{T.legend}</legend>
      <LabelledSwitch
        label={T.switchLabel}
        description={T.switchDescription}
        checked={draft.enabled}
        onChange={(enabled) => change({ enabled })}
      />
      {draft.enabled && (
        <>
          <div className="max-w-xs">
            <FieldShell id={timeId} label={T.time} error={error} hint={T.timeHint(timeZone)}>
              <input
                id={timeId}
                type="time"
                required
                value={draft.time}
                onChange={(event) => change({ time: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(
                  timeId,
                  error,
                  error ? undefined : T.timeHint(timeZone),
                )}
                className={inputClasses(Boolean(error))}
              />
            </FieldShell>
          </div>
          <div className="space-y-1">
            <WeekdayToggles
              label={T.days}
              days={draft.days}
              onChange={(days) => change({ days })}
            />
            <p className="text-xs text-slate-500">{T.daysHint}</p>
          </div>
        </>
      )}
    </fieldset>
  );
}
