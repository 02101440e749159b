import { zodResolver } from '@hookform/resolvers/zod';
import { updateMeRequestSchema, type User } from '@streakwise/shared';
import { UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { useSiteInfo } from '../../../lib/site-info';
import { useSaveMe } from '../hooks/use-save-me';
import { browserTimeZone, timeZoneOptions } from '../model/time-zones';
import { PROFILE_TEXTS as T, SETTINGS_TEXTS } from '../settings-texts';
import { SettingsCard } from './settings-card';
import { TimeZoneCombobox } from './time-zone-combobox';

// The same rules the API applies to PATCH /api/auth/me, both fields required here.
const profileSchema = updateMeRequestSchema.pick({ name: true, timezone: true }).required();

/** Name and time zone (every plan). */
export function ProfileSection({ user }: { user: Pick<User, 'name' | 'email' | 'timezone'> }) {
  const { save, isSaving } = useSaveMe('settings-profile');
  const { supportEmail } = useSiteInfo();
  // Read once: the browser's zone does not change while the page is open.
  const [browserZone] = useState(browserTimeZone);
  const zones = useMemo(
    () => timeZoneOptions(user.timezone, browserZone),
    [user.timezone, browserZone],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, timezone: user.timezone },
  });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save(values, T.saved, (fields) =>
      applyServerFieldErrors(fields, setError, ['name', 'timezone']),
    );
    if (saved) reset(values);
  });

  return (
    <SettingsCard id="profile" icon={UserRound} title={T.heading} description={T.description}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label={T.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">{T.email}</p>
          <p className="text-sm wrap-anywhere text-slate-900">{user.email}</p>
          <p className="text-xs text-slate-500">
            {T.emailHint}{' '}
            <a href={`mailto:${supportEmail}`} className={textLinkClasses}>
              {supportEmail}
            </a>
          </p>
        </div>
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <div className="space-y-2">
              <TimeZoneCombobox
                label={T.timeZone}
                hint={T.timeZoneHint}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                zones={zones}
                suggested={browserZone}
                error={fieldState.error?.message}
              />
              {browserZone && (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span>{T.suggested(browserZone)}</span>
                  {field.value !== browserZone && (
                    <button
                      type="button"
                      className={textLinkClasses}
                      onClick={() =>
                        setValue('timezone', browserZone, {
                          shouldDirty: true,
                          shouldValidate: true,
                        })
                      }
                    >
                      {T.pickSuggested(browserZone)}
                    </button>
                  )}
                </div>
              )}
            </div>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={isSaving}>
            {SETTINGS_TEXTS.save}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
