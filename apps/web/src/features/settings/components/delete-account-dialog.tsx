import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, deleteAccountRequestSchema } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-error';
import { applyErrorFields } from '../../../lib/apply-server-field-errors';
import { clearStoredToken } from '../../../lib/token-storage';
import { logout } from '../../auth';
import { ACCOUNT_DATA_TEXTS as T, DELETE_CONFIRM_WORD } from '../account-data-texts';
import { settingsApi } from '../settings-api';
import { useSettingsDispatch } from '../settings-hooks';

// The typed word never leaves the page: it only proves the person means it.
const deleteFormSchema = deleteAccountRequestSchema.extend({
  confirmation: z.string().refine((text) => text.trim() === DELETE_CONFIRM_WORD, {
    error: T.confirmMismatch,
  }),
});

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

const FORM_ID = 'delete-account-form';

/**
 * Says exactly what goes, asks for the current password and the typed word, then erases the
 * account and signs the person out.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const dispatch = useSettingsDispatch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    if (!isLeaving) return;
    return () => dispatch(logout());
  }, [isLeaving, dispatch]);

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await settingsApi.deleteAccount({ password });
    } catch (error) {
      const onField = applyErrorFields(error, setError, ['password']);
      if (!onField) {
        toast.error(errorMessage(error, T.deleteFailed, MESSAGES.networkError), {
          id: 'settings-delete',
        });
      }
      return;
    }
    // NOTE: the router navigates in a transition while a sign-out renders at once; signing out
    // first would let the protected page send the person to /login. So leave first and sign out
    // as this page unmounts (above). The stored token goes at once: the account no longer exists.
    clearStoredToken();
    setIsLeaving(true);
    toast.success(T.deleted, { id: 'account-deleted' });
    void navigate('/', { replace: true });
  });

  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      title={T.dialogTitle}
      preventClose={isSubmitting || isLeaving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting || isLeaving}>
            {T.cancelButton}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            isLoading={isSubmitting || isLeaving}
          >
            {T.confirmButton}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="text-sm text-slate-700">
          <p>{T.dialogIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {T.dialogErased.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-red-700">{T.dialogUndone}</p>
        </div>
        <p className="text-sm text-slate-700">
          {T.dialogSubscriptionBefore}
          <Link to="/terms" className={textLinkClasses}>
            {T.dialogSubscriptionLink}
          </Link>
          {T.dialogSubscriptionAfter}
        </p>
        <PasswordInput
          label={T.passwordLabel}
          autoComplete="current-password"
          data-autofocus
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={T.confirmLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
      </form>
    </Modal>
  );
}
