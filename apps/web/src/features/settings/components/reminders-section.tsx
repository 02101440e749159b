import { reminderSettingsSchema, type ReminderSettings, type User } from '@streakwise/shared';
import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FieldShell, describedBy, inputClasses } from '../../../components/field-shell';
import { useSaveMe } from '../hooks/use-save-me';
import { REMINDER_TEXTS as T, SETTINGS_TEXTS } from '../settings-texts';
import { PlanLockNote } from './plan-lock-note';
import { SettingsCard } from './settings-card';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { WeekdayToggles } from '../../../components/weekday-toggles';

type ReminderUser = Pick<User, 'reminder' | 'weeklyReport' | 'timezone' | 'subscription'>;

/** What the form would send, or the message to show on the field that is wrong. */
function checkReminder(reminder: ReminderSettings): { time?: string; days?: string } {
  const parsed = reminderSettingsSchema.safeParse(reminder);
  const problems: { time?: string; days?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.path[0] === 'time') problems.time = issue.message;
    else problems.days = issue.message;
  }
  // NOTE: the API takes no days (it simply never sends); on screen that reads as a mistake.
  if (reminder.enabled && reminder.days.length === 0) problems.days = T.noDays;
  return problems;
}

/** The daily reminder e-mail and the weekly report: Pro and Premium, locked on Free. */
export function RemindersSection({ user }: { user: ReminderUser }) {
  const locked = user.subscription.type === 'free';
  const timeId = useId();
  const { save, isSaving } = useSaveMe('settings-reminders');
  const [reminder, setReminder] = useState<ReminderSettings>(user.reminder);
  const [weeklyReport, setWeeklyReport] = useState(user.weeklyReport);
  const [problems, setProblems] = useState<{ time?: string; days?: string }>({});

  const change = (patch: Partial<ReminderSettings>) => {
    setReminder((current) => ({ ...current, ...patch }));
    setProblems({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkReminder(reminder);
    setProblems(found);
    if (found.time ?? found.days) return;
    void save({ reminder, weeklyReport }, T.saved);
  };

  return (
    <SettingsCard
      id="reminders"
      icon={BellRing}
      title={T.heading}
      description={T.description}
      badge={
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset">
          {T.planBadge}
        </span>
      }
    >
      {locked && <PlanLockNote />}
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={locked} className="space-y-5">
          <LabelledSwitch
            label={T.reminderLabel}
            description={T.reminderDescription}
            checked={reminder.enabled}
            onChange={(enabled) => change({ enabled })}
            disabled={locked}
          />
          <div className="max-w-xs">
            <FieldShell
              id={timeId}
              label={T.time}
              error={problems.time}
              hint={T.timeHint(user.timezone)}
            >
              <input
                id={timeId}
                type="time"
                required
                disabled={locked}
                value={reminder.time}
                onChange={(event) => change({ time: event.target.value })}
                aria-invalid={problems.time ? true : undefined}
                aria-describedby={describedBy(
                  timeId,
                  problems.time,
                  problems.time ? undefined : T.timeHint(user.timezone),
                )}
                className={inputClasses(Boolean(problems.time))}
              />
            </FieldShell>
          </div>
          <WeekdayToggles
            label={T.days}
            days={reminder.days}
            onChange={(days) => change({ days })}
            disabled={locked}
            error={problems.days}
          />
          <div className="border-t border-slate-100 pt-5">
            <LabelledSwitch
              label={T.reportLabel}
              description={T.reportDescription}
              checked={weeklyReport}
              onChange={setWeeklyReport}
              disabled={locked}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" isLoading={isSaving} disabled={locked}>
              {SETTINGS_TEXTS.save}
            </Button>
          </div>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
