export { DashboardBilling } from './components/dashboard-billing';
export { CancelSubscriptionDialog } from './components/cancel-subscription-dialog';
export { useResumeSubscription } from './hooks/use-cancel-subscription';
export { formatPlanDate, launchOfferEnd, paidSubscription } from './model/subscription';
export { BILLING_SPEC_TEXTS, BILLING_TEXTS } from './billing-texts';
export * from './lazy-pages';
