import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatFirstResponseBy,
  MESSAGES,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportRequestSchema,
  type SupportRequestCreated,
} from '@streakwise/shared';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Notice } from '../../../components/notice';
import { TextAreaField } from '../../../components/text-area-field';
import { errorMessage } from '../../../lib/api-error';
import { applyErrorFields } from '../../../lib/apply-server-field-errors';
import { useSendSupportRequestMutation } from '../api/support-api';
import { HELP_TEXTS as T } from '../support-texts';

interface SupportFormProps {
  timeZone: string;
}

type Outcome = { kind: 'sent'; reply: SupportRequestCreated } | { kind: 'failed'; text: string };

/**
 * Subject, message with a character counter, Send; the outcome is announced and focused. A
 * stored request makes the list below ask again (api/support-api.ts).
 */
export function SupportForm({ timeZone }: SupportFormProps) {
  const [send] = useSendSupportRequestMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const used = useWatch({ control, name: 'message' }).length;

  // The outcome takes the focus, so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await send(values).unwrap();
      reset();
      setOutcome({ kind: 'sent', reply });
    } catch (error) {
      if (applyErrorFields(error, setError, ['subject', 'message'])) return;
      setOutcome({
        kind: 'failed',
        text: errorMessage(error, T.sendFailed, MESSAGES.networkError),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={T.formHeading}>
      <FormField
        label={T.subject}
        maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label={T.message}
        rows={7}
        error={errors.message?.message}
        hint={T.characters(used)}
        {...register('message')}
      />
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
          {outcome.kind === 'sent' ? (
            <Notice tone="success" role="status">
              <p>
                {T.sent}{' '}
                {T.sentDue(
                  formatFirstResponseBy(new Date(outcome.reply.firstResponseBy), timeZone),
                )}
              </p>
            </Notice>
          ) : (
            <Notice tone="error" role="alert">
              <p>{outcome.text}</p>
            </Notice>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
          {!isSubmitting && <Send aria-hidden="true" className="size-4" />}
          {isSubmitting ? T.sending : T.send}
        </Button>
      </div>
    </form>
  );
}
