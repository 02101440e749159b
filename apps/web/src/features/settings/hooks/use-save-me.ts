import { MESSAGES, type UpdateMeRequest } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { userUpdated } from '../../auth';
import { settingsApi } from '../settings-api';
import { useSettingsDispatch } from '../settings-hooks';
import { SETTINGS_TEXTS } from '../settings-texts';

/** Puts a reply's field messages on the form; true when any matched a field. */
type FieldErrorSink = (fields: Record<string, string> | undefined) => boolean;

/**
 * Saves part of the account (PATCH /api/auth/me) and puts the returned user in the store, so
 * the navigation bar, the dashboard and this page agree at once. `toastId` keeps one toast per
 * section: saving twice replaces it instead of stacking.
 */
export function useSaveMe(toastId: string) {
  const dispatch = useSettingsDispatch();
  const [isSaving, setIsSaving] = useState(false);

  const save = async (
    body: UpdateMeRequest,
    successText: string,
    onFieldErrors?: FieldErrorSink,
  ): Promise<boolean> => {
    setIsSaving(true);
    try {
      const { user } = await settingsApi.updateMe(body);
      dispatch(userUpdated(user));
      toast.success(successText, { id: toastId });
      return true;
    } catch (error) {
      const onField = isApiError(error) && (onFieldErrors?.(error.fields) ?? false);
      if (!onField) {
        toast.error(errorMessage(error, SETTINGS_TEXTS.saveFailed, MESSAGES.networkError), {
          id: toastId,
        });
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { save, isSaving };
}
