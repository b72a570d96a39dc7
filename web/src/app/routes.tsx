import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingState } from '../components/ui/LoadingState.tsx';
import { OPEN_ROUTES, PAGE_ALIASES, paths } from '../config/paths.ts';
import { authState } from '../stores/auth.ts';
import { rememberOrigin } from './origin.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const LoginPage = page(() => import('../features/auth/LoginPage.tsx'));
const RegisterPage = page(() => import('../features/auth/RegisterPage.tsx'));
const VerifyEmailPage = page(() => import('../features/auth/VerifyEmailPage.tsx'));
const EmailVerifiedPage = page(() => import('../features/auth/EmailVerifiedPage.tsx'));
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage.tsx'));
const ConfirmEmailChangePage = page(() => import('../features/auth/EmailChangeLinkPage.tsx').then((m) => ({ default: m.ConfirmEmailChangePage })));
const ReportEmailChangePage = page(() => import('../features/auth/EmailChangeLinkPage.tsx').then((m) => ({ default: m.ReportEmailChangePage })));
const OnboardingPage = page(() => import('../features/onboarding/OnboardingPage.tsx'));
const IneligiblePage = page(() => import('../features/onboarding/IneligiblePage.tsx'));
const DashboardPage = page(() => import('../features/dashboard/DashboardPage.tsx'));
const ProfilePage = page(() => import('../features/profile/ProfilePage.tsx'));
const HelpPage = page(() => import('../features/help/HelpPage.tsx'));
const WizardPage = page(() => import('../features/wizard/WizardPage.tsx'));
const CheckingStagePage = page(() => import('../features/checks/CheckingStagePage.tsx'));
const PreviewPage = page(() => import('../features/package/PreviewPage.tsx'));
const PaymentPage = page(() => import('../features/package/PaymentPage.tsx'));
const DownloadPage = page(() => import('../features/package/DownloadPage.tsx'));
const AboutPage = page(() => import('../features/public/AboutPage.tsx'));
const PricingPage = page(() => import('../features/public/PricingPage.tsx'));
const ContactPage = page(() => import('../features/public/ContactPage.tsx'));
const TermsPage = page(() => import('../features/public/TermsPage.tsx'));
const PrivacyPage = page(() => import('../features/public/PrivacyPage.tsx'));

export function Loading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    // The spinner is hidden from assistive technology (it has no name of its own); the words say it.
    <LoadingState label={label ?? intl.formatMessage({ id: 'shell.loading' })} />
  );
}

/** Where a person whose case does not fit may still go (spec section 4). */
const INELIGIBLE_MAY_OPEN: readonly string[] = [paths.ineligible, paths.profile, paths.onboarding];

/**
 * The guard of spec section 4: no session → /login (remembering where the person was going);
 * an unverified address → /verify-email; NOT_STARTED → /onboarding; COMPLETED_INELIGIBLE →
 * /ineligible except /profile and /onboarding; COMPLETED_ELIGIBLE on /ineligible → /dashboard.
 */
function Guarded({ children }: { children: ReactNode }) {
  const auth = useSnapshot(authState);
  const intl = useIntl();
  const [location] = useLocation();
  if (auth.isLoading) return <Loading label={intl.formatMessage({ id: 'shell.checkingSession' })} />;
  if (!auth.isAuthenticated || !auth.user) {
    rememberOrigin(`${location}${window.location.search}`);
    return <Redirect to={paths.login} replace />;
  }
  const { user } = auth;
  if (!user.emailVerified && location !== paths.profile) return <Redirect to={paths.verifyEmail} replace />;
  if (user.onboardingStatus === 'NOT_STARTED' && location !== paths.onboarding && location !== paths.profile) {
    return <Redirect to={paths.onboarding} replace />;
  }
  if (user.onboardingStatus === 'COMPLETED_INELIGIBLE' && !INELIGIBLE_MAY_OPEN.includes(location)) {
    return <Redirect to={paths.ineligible} replace />;
  }
  if (user.onboardingStatus === 'COMPLETED_ELIGIBLE' && location === paths.ineligible) return <Redirect to={paths.dashboard} replace />;
  return <>{children}</>;
}

function Home() {
  const auth = useSnapshot(authState);
  const intl = useIntl();
  if (auth.isLoading) return <Loading label={intl.formatMessage({ id: 'shell.checkingSession' })} />;
  return <Redirect to={auth.isAuthenticated ? paths.dashboard : paths.login} replace />;
}

const guarded = (Page: ComponentType) => () => (
  <Guarded>
    <Page />
  </Guarded>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.root} component={Home} />
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route path={paths.verifyEmail} component={VerifyEmailPage} />
        <Route path={paths.emailVerified} component={EmailVerifiedPage} />
        <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        <Route path={paths.confirmEmailChange} component={ConfirmEmailChangePage} />
        <Route path={paths.reportEmailChange} component={ReportEmailChangePage} />
        <Route path={paths.about} component={AboutPage} />
        <Route path={paths.pricing} component={PricingPage} />
        <Route path={paths.contact} component={ContactPage} />
        <Route path={paths.terms} component={TermsPage} />
        <Route path={paths.privacy} component={PrivacyPage} />
        {Object.entries(PAGE_ALIASES).map(([alias, target]) => (
          <Route key={alias} path={alias}>
            <Redirect to={target} replace />
          </Route>
        ))}
        <Route path={paths.onboarding} component={guarded(OnboardingPage)} />
        <Route path={paths.ineligible} component={guarded(IneligiblePage)} />
        <Route path={paths.dashboard} component={guarded(DashboardPage)} />
        <Route path={paths.profile} component={guarded(ProfilePage)} />
        <Route path={paths.checkingStage} component={guarded(CheckingStagePage)} />
        <Route path={paths.preview} component={guarded(PreviewPage)} />
        <Route path={paths.payment} component={guarded(PaymentPage)} />
        <Route path={paths.download} component={guarded(DownloadPage)} />
        <Route path={paths.help} component={guarded(HelpPage)} />
        <Route path={paths.form.pattern} component={guarded(WizardPage)} />
        <Route>
          <Redirect to={paths.root} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

export const isOpenRoute = (location: string): boolean => OPEN_ROUTES.includes(location);
