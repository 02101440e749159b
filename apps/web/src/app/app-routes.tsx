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
import { useSiteInfo } from '../lib/site-info';
import { RequireAuth, RequireStoredToken } from './guards';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupRoute />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="change-password"
          element={
            <RequireAuth>
              <ChangePasswordPage />
            </RequireAuth>
          }
        />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="pro"
          element={
            <RequireStoredToken target="/pro">
              <ProPage />
            </RequireStoredToken>
          }
        />
        <Route
          path="premium"
          element={
            <RequireStoredToken target="/premium">
              <PremiumPage />
            </RequireStoredToken>
          }
        />
        <Route path="mock-payment" element={<MockPaymentPage />} />
        <Route path="privacy" element={<LegalPage document="privacy" />} />
        <Route path="terms" element={<LegalPage document="terms" />} />
        <Route path="cookies" element={<LegalPage document="cookies" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The sign-up page's contact-support link uses the configured support address. */
function SignupRoute() {
  const { supportEmail } = useSiteInfo();
  return <SignupPage supportEmail={supportEmail} />;
}
