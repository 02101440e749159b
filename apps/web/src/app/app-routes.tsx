import { PAGE_ROUTES, type PageName } from '@streakwise/shared';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import {
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
  VerifyEmailPage,
} from '../features/auth';
import { MockPaymentPage, PremiumPage, ProPage } from '../features/billing';
import { DashboardPage } from '../features/habits';
import { LandingPage } from '../features/landing';
import { LegalPage } from '../features/legal';
import { SettingsPage } from '../features/settings';
import { useSiteInfo } from '../lib/site-info';
import { APP_TEXTS } from '../lib/texts';
import { RequireAuth, RequireStoredToken } from './guards';
import { NotFoundPage } from './not-found-page';
import { PageTitle } from './page-title';
import { RootLayout } from './root-layout';

interface Page {
  /** The tab title before " · brand"; null for the landing page, which leads with the brand. */
  title: string | null;
  element: ReactNode;
}

/**
 * The route table of docs/product.md §2: one entry per page of the shared PAGE_ROUTES (the type
 * insists on every one, and the server answers 404 for any other path).
 */
export const PAGES: Record<PageName, Page> = {
  landing: { title: null, element: <LandingPage /> },
  login: { title: 'Sign in', element: <LoginPage /> },
  signup: { title: 'Create account', element: <SignupRoute /> },
  verifyEmail: { title: 'Verify your email', element: <VerifyEmailPage /> },
  verifyEmailToken: { title: 'Verify your email', element: <VerifyEmailPage /> },
  forgotPassword: { title: 'Forgot password', element: <ForgotPasswordPage /> },
  resetPassword: { title: 'Reset password', element: <ResetPasswordPage /> },
  changePassword: {
    title: 'Change password',
    element: (
      <RequireAuth>
        <ChangePasswordPage />
      </RequireAuth>
    ),
  },
  settings: {
    title: 'Settings',
    element: (
      <RequireAuth>
        <SettingsPage />
      </RequireAuth>
    ),
  },
  dashboard: {
    title: 'Dashboard',
    element: (
      <RequireAuth>
        <DashboardPage />
      </RequireAuth>
    ),
  },
  pro: {
    title: 'Pro plan',
    element: (
      <RequireStoredToken target={PAGE_ROUTES.pro}>
        <ProPage />
      </RequireStoredToken>
    ),
  },
  premium: {
    title: 'Premium plan',
    element: (
      <RequireStoredToken target={PAGE_ROUTES.premium}>
        <PremiumPage />
      </RequireStoredToken>
    ),
  },
  mockPayment: { title: 'Mock payment', element: <MockPaymentPage /> },
  privacy: { title: 'Privacy policy', element: <LegalPage document="privacy" /> },
  terms: { title: 'Terms of service', element: <LegalPage document="terms" /> },
  cookies: { title: 'Cookie policy', element: <LegalPage document="cookies" /> },
};

const pageNames = Object.keys(PAGES) as PageName[];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageNames.map((name) => (
          <Route
            key={name}
            path={PAGE_ROUTES[name]}
            element={<PageTitle title={PAGES[name].title}>{PAGES[name].element}</PageTitle>}
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
