/**
 * /checkout/success?session_id=…&plan=…|pack=… (spec 001 §2.4): the plan or pack bought and
 * its credits, then the dashboard after 10 s. It claims a payment only when the server says
 * this session of the user's own organization was paid and its credits landed (the provider's
 * webhook may land a few seconds after the browser does: "confirming" meanwhile). A made-up or
 * foreign session, or a signed-out visitor, gets neutral words; a refunded second plan says so.
 */
import '../../i18n/app-dictionaries';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CheckCircle2,
  Clock,
  HelpCircle,
  Info,
  LayoutDashboard,
  LifeBuoy,
  Search,
  XCircle,
} from 'lucide-react';
import { wizardInProgress } from '../../lib/wizard-storage';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_SUCCESS_REDIRECT_MS,
  CREDIT_PACKS,
  findPlan,
  type CheckoutSessionStatus,
} from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { supportPath } from '../../lib/support-link';
import { invalidateBillingData } from '../../api/account-sync';
import { useCheckoutSessionStatus } from '../../api/billing';
import { formatCredits, formatNumber } from '../../lib/format';
import { useSession } from '../session/use-session';
import { OutcomeLayout } from './components/outcome-layout';
import { billingPath, purchaseFromOutcomeQuery, type Purchase } from '../../lib/purchase';

/** How often and for how long the page asks whether the credits have landed. */
export const SUCCESS_POLL_MS = 2_000;
export const SUCCESS_POLL_LIMIT_MS = 120_000;

const settled = (status: CheckoutSessionStatus) =>
  status.fulfilled || ['declined', 'expired', 'refunded'].includes(status.status);

/** What the server says was bought wins over the address bar. */
function purchaseFromStatus(status: CheckoutSessionStatus): Purchase | null {
  const plan = status.planId ? findPlan(status.planId) : undefined;
  if (status.type === 'subscription' && plan) return { type: 'subscription', plan };
  const pack = CREDIT_PACKS.find((item) => item.id === status.packId);
  return status.type === 'credits' && pack ? { type: 'credits', pack } : null;
}

export default function CheckoutSuccessPage() {
  return (
    <OutcomeLayout>
      <SuccessContent />
    </OutcomeLayout>
  );
}

function SuccessContent() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') || undefined;
  const session = useSession();
  const signedIn = Boolean(session.data);
  const client = useQueryClient();

  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!sessionId || !signedIn) return;
    const timer = setTimeout(() => setTimedOut(true), SUCCESS_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [sessionId, signedIn]);

  const status = useCheckoutSessionStatus(sessionId, {
    enabled: signedIn,
    refetchInterval: (data) => (timedOut || (data && settled(data)) ? false : SUCCESS_POLL_MS),
  });
  const data = status.data;
  const fulfilled = data?.fulfilled === true && data.status !== 'refunded';
  useEffect(() => {
    if (fulfilled) void invalidateBillingData(client);
  }, [fulfilled, client]);

  // Credits bought from step 4: back to that search, its data kept in this tab.
  const [backToSearch] = useState(wizardInProgress);
  const support = (
    <LinkButton to={supportPath({ category: 'billing' })} data-testid="success-support">
      <LifeBuoy className="h-4 w-4" aria-hidden />
      {t('checkout.success.support')}
    </LinkButton>
  );

  if (session.isPending || (signedIn && sessionId && status.isPending)) {
    return (
      <Card className="p-6 text-center sm:p-8" data-testid="checkout-success">
        <p className="flex items-center justify-center gap-2 font-semibold" role="status">
          <Spinner className="h-4 w-4" />
          {t('checkout.success.checking')}
        </p>
      </Card>
    );
  }

  // Nothing is claimed that the server has not confirmed for this user's own organization: a
  // made-up or foreign session id, or no session at all, gets neutral words.
  if (!data) {
    return (
      <OutcomeCard
        icon={<HelpCircle className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />}
        title={t('checkout.success.neutralTitle')}
        text={signedIn ? t('checkout.success.neutralText') : t('checkout.success.signedOutText')}
        textTestId="success-neutral"
      >
        {signedIn ? (
          <LinkButton to="/billing-history" variant="primary">
            {t('checkout.success.history')}
          </LinkButton>
        ) : (
          <LinkButton to="/register?mode=signin" variant="primary">
            {t('checkout.success.signIn')}
          </LinkButton>
        )}
        {support}
      </OutcomeCard>
    );
  }

  const purchase = purchaseFromStatus(data) ?? purchaseFromOutcomeQuery(params);
  const creditsText = formatNumber(data.credits, lang);
  const planName =
    purchase?.type === 'subscription' ? t(`landing.pricing.plans.${purchase.plan.id}.name`) : '';

  if (data.status === 'refunded') {
    return (
      <OutcomeCard
        icon={<Info className="mx-auto h-12 w-12 text-primary" aria-hidden />}
        title={t('checkout.success.refundedTitle')}
        text={t('checkout.success.refundedText', { plan: planName })}
        textTestId="success-refunded"
      >
        <LinkButton to="/plans" variant="primary">
          {t('checkout.error.plans')}
        </LinkButton>
        {support}
      </OutcomeCard>
    );
  }

  if (!fulfilled && (data.status === 'declined' || data.status === 'expired')) {
    return (
      <OutcomeCard
        icon={<XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />}
        title={t('checkout.error.title')}
        text={t('checkout.success.failed')}
        textTestId="success-failed"
      >
        <LinkButton to={purchase ? billingPath(purchase) : '/plans'} variant="primary">
          {t('checkout.error.retry')}
        </LinkButton>
        <LinkButton to="/plans">{t('checkout.error.plans')}</LinkButton>
      </OutcomeCard>
    );
  }

  return (
    <Card className="p-6 text-center sm:p-8" data-testid="checkout-success">
      {fulfilled ? (
        <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
      ) : (
        <Clock className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />
      )}
      <h1 className="mt-4 text-2xl font-bold tracking-tight">
        {fulfilled ? t('checkout.success.title') : t('checkout.success.confirmingTitle')}
      </h1>
      <p className="mt-2 text-lg font-semibold">
        {purchase?.type === 'subscription'
          ? t('checkout.success.planTitle', { plan: planName })
          : purchase
            ? t('checkout.success.packTitle', { credits: creditsText })
            : t('checkout.success.genericTitle')}
      </p>
      {purchase && (
        <p className="mt-1 text-muted-foreground" data-testid="success-credits">
          {purchase.type === 'subscription'
            ? t('checkout.success.planCredits', { plan: planName, credits: creditsText })
            : t('checkout.success.packCredits', { credits: creditsText })}
        </p>
      )}

      <div aria-live="polite" className="mt-5">
        {fulfilled ? (
          <p
            className="rounded-md bg-success/10 px-4 py-3 font-semibold text-success-strong tabular-nums"
            data-testid="success-balance"
          >
            {t('checkout.success.balance', { credits: formatCredits(data.balance, lang) })}
          </p>
        ) : (
          <div className="rounded-md bg-muted px-4 py-3 text-sm" data-testid="success-pending">
            <p className="flex items-center justify-center gap-2 font-semibold">
              {timedOut ? (
                <Clock className="h-4 w-4" aria-hidden />
              ) : (
                <Spinner className="h-4 w-4" />
              )}
              {t('checkout.success.pending')}
            </p>
            <p className="mt-1 text-muted-foreground">
              {timedOut ? t('checkout.success.slow') : t('checkout.success.pendingText')}
            </p>
          </div>
        )}
      </div>

      {fulfilled && <Countdown to={backToSearch ? '/wizard/step-4' : '/dashboard'} />}

      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {backToSearch ? (
          <LinkButton to="/wizard/step-4" variant="primary" data-testid="success-back-to-search">
            <Search className="h-4 w-4" aria-hidden />
            {t('checkout.success.backToSearch')}
          </LinkButton>
        ) : (
          <LinkButton to="/dashboard" variant="primary">
            <LayoutDashboard className="h-4 w-4" aria-hidden />
            {t('checkout.success.dashboard')}
          </LinkButton>
        )}
        {support}
      </div>
    </Card>
  );
}

/** An outcome that is not a confirmed payment: an icon, a title, one sentence, the ways on. */
function OutcomeCard({
  icon,
  title,
  text,
  textTestId,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  textTestId: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 text-center sm:p-8" data-testid="checkout-success">
      {icon}
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground" data-testid={textTestId}>
        {text}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{children}</div>
    </Card>
  );
}

/**
 * "Te llevamos al panel en 10 segundos", then the dashboard. The user may stay (WCAG 2.2.1:
 * a time limit can be turned off).
 */
function Countdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [left, setLeft] = useState(Math.ceil(CHECKOUT_SUCCESS_REDIRECT_MS / 1000));
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      // The dashboard reads the balance afresh rather than from a cache older than the payment.
      void invalidateBillingData(client);
      navigate(to, { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, stopped, navigate, client, to]);

  if (stopped) return null;
  return (
    <p
      className="mt-5 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
      data-testid="success-countdown"
    >
      <span role="timer">
        {t(
          to === '/dashboard' ? 'checkout.success.countdown' : 'checkout.success.countdownSearch',
          {
            count: Math.max(0, left),
          },
        )}
      </span>
      <Button variant="link" size="sm" className="h-auto" onClick={() => setStopped(true)}>
        {t('checkout.success.stay')}
      </Button>
    </p>
  );
}
