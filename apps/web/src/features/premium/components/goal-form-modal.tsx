import type { CreateGoalRequest, Goal } from '@streakwise/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { GoalFieldErrors } from '../hooks/use-goals';
import { PREMIUM_TEXTS } from '../premium-texts';
import { GoalForm } from './goal-form';

interface GoalFormModalProps {
  open: boolean;
  /** The goal being edited; null for a new one. */
  goal: Goal | null;
  onClose: () => void;
  onSubmit: (body: CreateGoalRequest) => Promise<GoalFieldErrors | null>;
}

/** Create or edit a goal; closes once the server has accepted it. */
export function GoalFormModal({ open, goal, onClose, onSubmit }: GoalFormModalProps) {
  const formId = useId();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (body: CreateGoalRequest) => {
    setIsSaving(true);
    const fields = await onSubmit(body);
    setIsSaving(false);
    if (fields === null) onClose();
    return fields;
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={goal ? PREMIUM_TEXTS.editGoal : PREMIUM_TEXTS.newGoal}
      description={PREMIUM_TEXTS.goalsSubtitle}
      preventClose={isSaving}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {PREMIUM_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving}>
            {goal ? PREMIUM_TEXTS.saveGoal : PREMIUM_TEXTS.createGoal}
          </Button>
        </>
      }
    >
      <GoalForm key={goal?._id ?? 'new'} formId={formId} goal={goal} onSubmit={submit} />
    </Modal>
  );
}
