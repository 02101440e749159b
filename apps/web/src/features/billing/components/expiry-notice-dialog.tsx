import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { rememberExpiryNotice, wasExpiryNoticeShown } from '../model/expiry-notice-storage';

interface ExpiryNoticeDialogProps {
  userId: string;
  expiredAt: string;
}

/**
 * Says once per user (and expiry) that the plan ended (docs/product.md §4, §8). Mount it with a key
 * of user and expiry so another person or a later expiry starts afresh.
 */
export function ExpiryNoticeDialog({ userId, expiredAt }: ExpiryNoticeDialogProps) {
  const [open, setOpen] = useState(() => !wasExpiryNoticeShown(userId, expiredAt));

  useEffect(() => {
    if (open) rememberExpiryNotice(userId, expiredAt);
  }, [open, userId, expiredAt]);

  const gotItRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      onClose={close}
      title={BILLING_TEXTS.expiredDialogTitle}
      description={BILLING_SPEC_TEXTS.subscriptionExpired}
      size="sm"
      initialFocus={gotItRef}
      footer={
        <>
          <Button ref={gotItRef} variant="secondary" onClick={close}>
            {BILLING_TEXTS.gotIt}
          </Button>
          <Link to="/premium" className={buttonClasses('primary')} onClick={close}>
            {BILLING_TEXTS.seePlans}
          </Link>
        </>
      }
    />
  );
}
