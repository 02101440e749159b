import { Spinner } from '../../../components/spinner';
import { selectBillingUser, useBillingSelector } from '../billing-hooks';
import { BILLING_TEXTS } from '../billing-texts';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { launchOfferEnd } from '../model/subscription';
import { ExpiredBanner } from './expired-banner';
import { ExpiryNoticeDialog } from './expiry-notice-dialog';
import { LaunchOfferNotice } from './launch-offer-notice';

/**
 * The dashboard's billing part: verifies a return from checkout, tells a launch-offer member
 * their free month once, and tells a person whose plan ended (banner always, notice once).
 * Nothing shows while a payment is being confirmed, so a
 * renewal does not greet the person with "expired".
 */
export function DashboardBilling() {
  const user = useBillingSelector(selectBillingUser);
  const { isReturning } = usePaymentReturn();

  if (isReturning) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-indigo-600" />
        <span role="status">{BILLING_TEXTS.confirmingPayment}</span>
      </p>
    );
  }
  const subscription = user?.subscription;
  const launchOfferEndsAt = launchOfferEnd(subscription);
  if (user && launchOfferEndsAt) {
    return (
      <LaunchOfferNotice
        key={user._id}
        userId={user._id}
        endsAt={launchOfferEndsAt}
        timeZone={user.timezone}
      />
    );
  }
  if (!user || subscription?.type !== 'free' || !subscription.expiredAt) return null;
  const { expiredAt } = subscription;
  return (
    <>
      <ExpiredBanner expiredAt={expiredAt} timeZone={user.timezone} />
      <ExpiryNoticeDialog
        key={`${user._id}|${expiredAt}`}
        userId={user._id}
        expiredAt={expiredAt}
      />
    </>
  );
}
