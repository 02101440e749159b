import { Notice } from '../../../components/notice';
import { BILLING_TEXTS } from '../billing-texts';
import { PAYMENT_RESULT_TEXTS } from '../hooks/use-payment-query-notice';
import type { PaymentResult } from '../model/payment-query';

const TONES = { success: 'success', failed: 'error', cancelled: 'warning' } as const;

/** The outcome a return from checkout brought, kept on the page after the query is gone. */
export function PaymentNotice({ result }: { result: PaymentResult }) {
  return (
    <Notice tone={TONES[result]} role={result === 'failed' ? 'alert' : 'status'}>
      <p className="font-medium">{PAYMENT_RESULT_TEXTS[result]}</p>
      {result === 'cancelled' && <p>{BILLING_TEXTS.cancelledDetail}</p>}
    </Notice>
  );
}
