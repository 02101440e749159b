import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { PLAN_NAMES } from '../model/plan-pricing';
import { formatPlanDate, type PaidSubscription } from '../model/subscription';

interface CancelSubscriptionDialogProps {
  open: boolean;
  subscription: PaidSubscription;
  timeZone: string;
  onClose: () => void;
}

/** Asks before cancelling, naming the plan and the date it stays active until; closes once done. */
export function CancelSubscriptionDialog({
  open,
  subscription,
  timeZone,
  onClose,
}: CancelSubscriptionDialogProps) {
  const { cancel, isCancelling } = useCancelSubscription();
  const confirm = async () => {
    if (await cancel()) onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={BILLING_TEXTS.cancelTitle}
      confirmLabel={BILLING_SPEC_TEXTS.cancelSubscription}
      cancelLabel={BILLING_TEXTS.keepPlan}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      isBusy={isCancelling}
    >
      {BILLING_TEXTS.cancelBody(
        PLAN_NAMES[subscription.type],
        formatPlanDate(subscription.expiredAt, timeZone),
      )}
    </ConfirmDialog>
  );
}
