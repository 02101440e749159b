import { PAGE_ROUTES, type PageName } from '@streakwise/shared';
import { lazy, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import {
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
  VerifyEmailPage,
} from '../features/auth/lazy-pages';
import { MockPaymentPage, PremiumPage, ProPage } from '../features/billing/lazy-pages';
import { LandingPage } from '../features/landing';
import { LegalPage } from '../features/legal';
import { SettingsPage } from '../features/settings';
import { HelpPage } from '../features/support';
import { useSiteInfo } from '../lib/site-info';
import { APP_TEXTS } from '../lib/texts';
import { DashboardRoute } from './dashboard-route';
import { NotFoundPage } from './not-found-page';
import { PageTitle } from './page-title';
import { RootLayout } from './root-layout';
import type { PageAccess } from './store-root';

const StoreScope = lazy(() =>
  import('./store-root').then((module) => ({ default: module.StoreScope })),
);

interface Page {
  /** The tab title before " · brand"; null for the landing page, which leads with the brand. */
  title: string | null;
  element: ReactNode;
  /**
   * Set for pages that use the store (sessions, forms, toasts), which loads with them, and says
   * who may open them. The landing and legal pages leave it out and never load the store.
   */
  store?: PageAccess;
}

/**
 * The route table of docs/product.md §2: one entry per page of the shared PAGE_ROUTES (the type
 * insists on every one, and the server answers 404 for any other path).
 */
export const PAGES: Record<PageName, Page> = {
  landing: { title: null, element: <LandingPage /> },
  login: { title: 'Sign in', element: <LoginPage />, store: 'anyone' },
  signup: { title: 'Create account', element: <SignupRoute />, store: 'anyone' },
  verifyEmail: { title: 'Verify your email', element: <VerifyEmailPage />, store: 'anyone' },
  verifyEmailToken: { title: 'Verify your email', element: <VerifyEmailPage />, store: 'anyone' },
  forgotPassword: { title: 'Forgot password', element: <ForgotPasswordPage />, store: 'anyone' },
  resetPassword: { title: 'Reset password', element: <ResetPasswordPage />, store: 'anyone' },
  changePassword: {
    title: 'Change password',
    element: <ChangePasswordPage />,
    store: 'signed-in',
  },
  settings: { title: 'Settings', element: <SettingsPage />, store: 'signed-in' },
  help: { title: 'Help', element: <HelpPage />, store: 'signed-in' },
  dashboard: { title: 'Dashboard', element: <DashboardRoute />, store: 'signed-in' },
  pro: { title: 'Pro plan', element: <ProPage />, store: 'stored-token' },
  premium: { title: 'Premium plan', element: <PremiumPage />, store: 'stored-token' },
  mockPayment: { title: 'Mock payment', element: <MockPaymentPage />, store: 'anyone' },
  privacy: { title: 'Privacy policy', element: <LegalPage document="privacy" /> },
  terms: { title: 'Terms of service', element: <LegalPage document="terms" /> },
  cookies: { title: 'Cookie policy', element: <LegalPage document="cookies" /> },
};

const pageNames = Object.keys(PAGES) as PageName[];

/** Whether the page at `pathname` uses the store. */
export function needsStore(pathname: string): boolean {
  return pageNames.some((name) => PAGES[name].store && matchPath(PAGE_ROUTES[name], pathname));
}

function pageElement(name: PageName): ReactNode {
  const { element, store } = PAGES[name];
  if (!store) return element;
  return (
    <StoreScope access={store} path={PAGE_ROUTES[name]}>
      {element}
    </StoreScope>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageNames.map((name) => (
          <Route
            key={name}
            path={PAGE_ROUTES[name]}
            element={<PageTitle title={PAGES[name].title}>{pageElement(name)}</PageTitle>}
          />
        ))}
        <Route
          path="*"
          element={
            <PageTitle title={APP_TEXTS.pageNotFound}>
              <NotFoundPage />
            </PageTitle>
          }
        />
      </Route>
    </Routes>
  );
}

/** The sign-up page's contact-support link uses the configured support address. */
function SignupRoute() {
  const { supportEmail } = useSiteInfo();
  return <SignupPage supportEmail={supportEmail} />;
}
