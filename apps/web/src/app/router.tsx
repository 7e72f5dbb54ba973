import { lazy, Suspense, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { leadsOptions, searchDetailOptions } from '../api/searches';
import { sessionOptions } from '../features/session/use-session';
import { readResultsQuery, toLeadsQuery } from '../features/results/use-results-query';
import { FullScreenSpinner } from '../components/ui/spinner';
import { CookieBanner } from '../features/consent/cookie-banner';
import { PublicOnly, RequireAuth } from './guards';
import { PageAnalytics } from './page-analytics';
import { HydrationSignal } from './hydration-signal';
import LandingPage from '../features/landing/landing-page';

// The alternate landing is its own chunk: `/` does not pay for it.
const AltLandingPage = lazy(() => import('../features/landing/alt-landing-page'));
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const AuthCallbackPage = lazy(() => import('../features/auth/auth-callback-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const WizardPage = lazy(() => import('../features/wizard/wizard-page'));
const LoadingPage = lazy(() => import('../features/search-progress/loading-page'));
const HistoryPage = lazy(() => import('../features/history/history-page'));
const BillingHistoryPage = lazy(() => import('../features/billing-history/billing-history-page'));
const PlansPage = lazy(() => import('../features/plans/plans-page'));
const CheckoutBillingPage = lazy(() => import('../features/checkout/billing-page'));
const TestCheckoutPage = lazy(() => import('../features/checkout/test-checkout-page'));
const ManageSubscriptionPage = lazy(() => import('../features/plans/manage-subscription-page'));
const CheckoutSuccessPage = lazy(() => import('../features/checkout/success-page'));
const CheckoutErrorPage = lazy(() => import('../features/checkout/error-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/unsubscribe-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const EmailChangePage = lazy(() => import('../features/account/email-change-page'));
const OrganizationsPage = lazy(() => import('../features/organizations/organizations-page'));
const ReferralsPage = lazy(() => import('../features/referrals/referrals-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const TicketPage = lazy(() => import('../features/support/ticket-page'));
const StaffInboxPage = lazy(() => import('../features/staff/staff-inbox-page'));
const StaffTicketPage = lazy(() => import('../features/staff/staff-ticket-page'));
const StaffCustomersPage = lazy(() => import('../features/staff/staff-customers-page'));
const StaffCustomerPage = lazy(() => import('../features/staff/staff-customer-page'));
const StaffAuditPage = lazy(() => import('../features/staff/staff-audit-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const StaffContactPage = lazy(() => import('../features/contact/staff-contact-page'));
const StaffContactMessagePage = lazy(
  () => import('../features/contact/staff-contact-message-page'),
);
const StaffSurveysPage = lazy(() => import('../features/staff/staff-surveys-page'));
const FeedbackPage = lazy(() => import('../features/feedback/feedback-page'));
const StaffFaqPage = lazy(() => import('../features/staff/staff-faq-page'));
const InvitePage = lazy(() => import('../features/organizations/invite-page'));
const IntegrationsPage = lazy(() => import('../features/integrations/integrations-page'));
const DevelopersPage = lazy(() => import('../features/developer-api/developers-page'));

function Root() {
  return (
    <>
      <PageAnalytics />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
        <HydrationSignal />
      </Suspense>
      <CookieBanner />
    </>
  );
}

/** A referral link on / shows the auth screen (spec 000 §2). */
function Home() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  if (ref) return <Navigate to={`/register?ref=${encodeURIComponent(ref)}`} replace />;
  return <LandingPage />;
}

const WIZARD_STEPS = [1, 2, 3, 4] as const;

const pub = (node: ReactNode) => <PublicOnly>{node}</PublicOnly>;
const priv = (node: ReactNode) => <RequireAuth>{node}</RequireAuth>;
/** Private, reached from public links: a visitor signs in and comes back (footer's Support). */
const privReturn = (node: ReactNode) => <RequireAuth signIn>{node}</RequireAuth>;

/**
 * /results/:searchId (issue 18): the session, the search and the page of leads the address
 * asks for are requested at once, while the page's code loads, instead of one after another.
 * The router renders the page once its code is in (`lazy`), so no Suspense fallback delays
 * its first rows.
 */
function resultsRoute(queryClient: QueryClient): RouteObject {
  return {
    path: '/results/:searchId',
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const id = params.searchId ?? '';
      const state = readResultsQuery(new URL(request.url).searchParams);
      // Errors (signed out, not theirs) are the page's to show when it asks again.
      void queryClient.prefetchQuery(sessionOptions);
      void queryClient.prefetchQuery(searchDetailOptions(id));
      if (state.view === 'table')
        void queryClient.prefetchQuery(leadsOptions(id, toLeadsQuery(state)));
      return null;
    },
    // A new filter, sort or page is the page's own query, not a new visit: no loader again.
    shouldRevalidate: ({ currentParams, nextParams }) =>
      currentParams.searchId !== nextParams.searchId,
    lazy: async () => {
      const { default: ResultsPage } = await import('../features/results/results-page');
      return { element: priv(<ResultsPage />) };
    },
    hydrateFallbackElement: <FullScreenSpinner />,
  };
}

/**
 * Every screen; main.tsx serves them in the browser, the landing's prerender renders `/`.
 * Routes that ask for data early put it in `queryClient`.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <Root />,
    children: [
      { path: '/', element: pub(<Home />) },
      { path: '/alt', element: pub(<AltLandingPage />) },
      { path: '/register', element: pub(<AuthPage />) },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/privacy', element: <LegalPage doc="privacy" /> },
      { path: '/terms', element: <LegalPage doc="terms" /> },
      // Public (spec 001 §2.1): visitors and customers write to sales.
      { path: '/contact', element: <ContactPage /> },
      // Public (spec 001 §2.1): the survey shows to visitors, its answer needs an account.
      { path: '/feedback', element: <FeedbackPage /> },
      { path: '/survey', element: <FeedbackPage /> },
      { path: '/dashboard', element: priv(<DashboardPage />) },
      { path: '/results', element: priv(<DashboardPage />) },
      resultsRoute(queryClient),
      { path: '/loading', element: priv(<LoadingPage />) },
      { path: '/history', element: priv(<HistoryPage />) },
      { path: '/billing-history', element: priv(<BillingHistoryPage />) },
      { path: '/plans', element: priv(<PlansPage />) },
      { path: '/notifications', element: priv(<NotificationsPage />) },
      { path: '/checkout/billing', element: priv(<CheckoutBillingPage />) },
      { path: '/checkout/test/:sessionId', element: priv(<TestCheckoutPage />) },
      { path: '/billing/manage', element: priv(<ManageSubscriptionPage />) },
      // Public (spec 001 §2.1): the provider sends the browser back here.
      { path: '/checkout/success', element: <CheckoutSuccessPage /> },
      { path: '/checkout/error', element: <CheckoutErrorPage /> },
      // Public: the unsubscribe link of every marketing email (decision 0018).
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      { path: '/wizard', element: <Navigate to="/wizard/step-1" replace /> },
      ...WIZARD_STEPS.flatMap((step) => [
        { path: `/wizard/step-${step}`, element: priv(<WizardPage step={step} />) },
        // Aliases of spec 000 §2: /wizard/step1 … /wizard/step4.
        { path: `/wizard/step${step}`, element: <Navigate to={`/wizard/step-${step}`} replace /> },
      ]),
      { path: '/account', element: priv(<AccountPage />) },
      { path: '/organizations', element: priv(<OrganizationsPage />) },
      // Public: the link mailed to a new address may be opened signed out (decision 0015).
      { path: '/account/email-change', element: <EmailChangePage /> },
      { path: '/referrals', element: priv(<ReferralsPage />) },
      { path: '/support', element: privReturn(<SupportPage />) },
      { path: '/support/:ticketId', element: privReturn(<TicketPage />) },
      { path: '/staff', element: priv(<StaffInboxPage />) },
      { path: '/staff/tickets/:ticketId', element: priv(<StaffTicketPage />) },
      { path: '/staff/customers', element: priv(<StaffCustomersPage />) },
      { path: '/staff/customers/:orgId', element: priv(<StaffCustomerPage />) },
      { path: '/staff/audit', element: priv(<StaffAuditPage />) },
      { path: '/staff/contact', element: priv(<StaffContactPage />) },
      { path: '/staff/contact/:messageId', element: priv(<StaffContactMessagePage />) },
      { path: '/staff/surveys', element: priv(<StaffSurveysPage />) },
      { path: '/staff/faq', element: priv(<StaffFaqPage />) },
      // Public: an invitation's email link, opened signed in or out (decision 0020).
      { path: '/invite/:token', element: <InvitePage /> },
      { path: '/integrations', element: priv(<IntegrationsPage />) },
      { path: '/integrations/:tab', element: priv(<IntegrationsPage />) },
      // Public (issue 17): the API's guide and reference, signed in or out.
      { path: '/developers', element: <DevelopersPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
