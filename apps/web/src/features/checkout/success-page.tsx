/**
 * /checkout/success?session_id=…&plan=…|pack=… (spec 001 §2.4): the plan or pack bought and
 * its credits, then the dashboard after 10 s. The balance shown is the real one: the page asks
 * the server until the payment's credits are in the organization's balance (the provider's
 * webhook may land a few seconds after the browser does), and says so meanwhile.
 */
import '../../i18n/app-dictionaries';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, LayoutDashboard, LifeBuoy, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_SUCCESS_REDIRECT_MS,
  CREDIT_PACKS,
  findPlan,
  type CheckoutSessionStatus,
} from '@leadatlas/shared';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { usePublicConfig } from '../../api/public-config';
import { invalidateBillingData, useCheckoutSessionStatus } from '../../api/billing';
import { formatCredits, formatNumber } from '../../lib/format';
import { useSession } from '../session/use-session';
import { OutcomeLayout } from './components/outcome-layout';
import { billingPath, purchaseCredits, purchaseFromOutcomeQuery, type Purchase } from './purchase';

/** How often and for how long the page asks whether the credits have landed. */
export const SUCCESS_POLL_MS = 2_000;
export const SUCCESS_POLL_LIMIT_MS = 120_000;

const settled = (status: CheckoutSessionStatus) =>
  status.fulfilled || status.status === 'declined' || status.status === 'expired';

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
  const { data: me } = useSession();
  const signedIn = Boolean(me);
  const client = useQueryClient();
  const { data: config } = usePublicConfig();

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
  const fulfilled = status.data?.fulfilled === true;
  useEffect(() => {
    if (fulfilled) void invalidateBillingData(client);
  }, [fulfilled, client]);

  const failed =
    !fulfilled && (status.data?.status === 'declined' || status.data?.status === 'expired');
  const purchase =
    (status.data && purchaseFromStatus(status.data)) ?? purchaseFromOutcomeQuery(params);
  const credits = status.data?.credits ?? (purchase ? purchaseCredits(purchase) : 0);
  const creditsText = formatNumber(credits, lang);
  const planName =
    purchase?.type === 'subscription' ? t(`landing.pricing.plans.${purchase.plan.id}.name`) : '';
  const supportHref = config ? `mailto:${config.supportEmail}` : null;

  if (failed) {
    return (
      <Card className="p-6 text-center sm:p-8" data-testid="checkout-success">
        <XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('checkout.error.title')}</h1>
        <p className="mt-2 text-muted-foreground" data-testid="success-failed">
          {t('checkout.success.failed')}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <LinkButton to={purchase ? billingPath(purchase) : '/plans'} variant="primary">
            {t('checkout.error.retry')}
          </LinkButton>
          <LinkButton to="/plans">{t('checkout.error.plans')}</LinkButton>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-6 text-center sm:p-8" data-testid="checkout-success">
      <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('checkout.success.title')}</h1>
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

      {signedIn && sessionId && (
        <div aria-live="polite" className="mt-5">
          {fulfilled && status.data ? (
            <p
              className="rounded-md bg-success/10 px-4 py-3 font-semibold text-success-strong tabular-nums"
              data-testid="success-balance"
            >
              {t('checkout.success.balance', {
                credits: formatCredits(status.data.balance, lang),
              })}
            </p>
          ) : status.isError ? (
            <p className="rounded-md bg-muted px-4 py-3 text-sm" data-testid="success-unknown">
              {t('checkout.success.unknown')}
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
      )}

      <Countdown />

      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <LinkButton to="/dashboard" variant="primary">
          <LayoutDashboard className="h-4 w-4" aria-hidden />
          {t('checkout.success.dashboard')}
        </LinkButton>
        {supportHref && (
          <a href={supportHref} className={buttonClass('outline')} data-testid="success-support">
            <LifeBuoy className="h-4 w-4" aria-hidden />
            {t('checkout.success.support')}
          </a>
        )}
      </div>
    </Card>
  );
}

/**
 * "Te llevamos al panel en 10 segundos", then the dashboard. The user may stay (WCAG 2.2.1:
 * a time limit can be turned off).
 */
function Countdown() {
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
      navigate('/dashboard', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, stopped, navigate, client]);

  if (stopped) return null;
  return (
    <p
      className="mt-5 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
      data-testid="success-countdown"
    >
      <span role="timer">{t('checkout.success.countdown', { count: Math.max(0, left) })}</span>
      <Button variant="link" size="sm" className="h-auto" onClick={() => setStopped(true)}>
        {t('checkout.success.stay')}
      </Button>
    </p>
  );
}
