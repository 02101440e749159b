import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { MESSAGES, deleteAccountRequestSchema } from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { clearStoredToken } from '../../../lib/token-storage';
import { ACCOUNT_DATA_TEXTS as T } from '../account-data-texts';
import { authApi } from '../auth-api';
import { useAuthDispatch } from '../auth-hooks';
import { logout } from '../session-actions';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

const FORM_ID = 'delete-account-form';

/** Asks for the current password, then erases the account and signs the person out. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
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
      await authApi.deleteAccount({ password });
    } catch (error) {
      const onField =
        isApiError(error) && applyServerFieldErrors(error.fields, setError, ['password']);
      if (!onField) toast.error(errorMessage(error, T.deleteFailed, MESSAGES.networkError));
      return;
    }
    // NOTE: the router navigates in a transition while a sign-out renders at once; signing out
    // first would let the protected page send the person to /login. So leave first and sign out
    // as this page unmounts (below). The stored token goes at once: the account no longer exists.
    clearStoredToken();
    setIsLeaving(true);
    toast.success(T.deleted);
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
        <p className="text-sm text-slate-700">{T.dialogErased}</p>
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
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
