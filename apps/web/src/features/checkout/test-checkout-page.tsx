/**
 * /checkout/test/:sessionId: the local test-mode checkout (PRODUCT.md §6), shown when no
 * payment provider is configured. It says so plainly, shows what is being bought, and lets the
 * user confirm or decline; the server then runs the same webhook code a real payment runs.
 */
import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CheckCircle2, SearchX, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TestCheckout } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { TestModeBanner } from '../../components/test-mode-banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useTestCheckout, useTestCheckoutAction } from '../../api/billing';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { safeNavigationUrl } from '../../lib/purchase';

export default function TestCheckoutPage() {
  const { t } = useTranslation();
  const { sessionId } = useParams();
  const query = useTestCheckout(sessionId);
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <AppShell
      crumbs={[{ label: t('plans.crumb'), to: '/plans' }, { label: t('checkout.test.crumb') }]}
    >
      <div className="mx-auto max-w-2xl space-y-4">
        <TestModeBanner title={t('checkout.test.banner')} text={t('checkout.test.explanation')} />

        {query.isPending && sessionId ? (
          <Card className="space-y-3 p-6" role="status">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ) : notFound || !sessionId ? (
          <Card data-testid="test-checkout-not-found">
            <EmptyState
              icon={SearchX}
              title={t('checkout.test.notFound')}
              text={t('checkout.test.notFoundText')}
              action={<LinkButton to="/plans">{t('plans.viewPlans')}</LinkButton>}
            />
          </Card>
        ) : query.isError ? (
          <Card
            className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm"
            role="alert"
          >
            <span>{t('checkout.test.loadError')}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('plans.retry')}
            </Button>
          </Card>
        ) : (
          <TestCheckoutCard checkout={query.data!} onChanged={() => void query.refetch()} />
        )}
      </div>
    </AppShell>
  );
}

function TestCheckoutCard({
  checkout,
  onChanged,
}: {
  checkout: TestCheckout;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const action = useTestCheckoutAction();
  // Stays true while the browser leaves for the outcome page: no second click meanwhile.
  const [leaving, setLeaving] = useState(false);
  const busy = action.isPending || leaving;
  const credits = formatNumber(checkout.credits, lang);
  const item =
    checkout.type === 'subscription' && checkout.planId
      ? t('checkout.test.plan', { plan: t(`landing.pricing.plans.${checkout.planId}.name`) })
      : t('checkout.test.pack', { credits });

  const run = (kind: 'confirm' | 'decline') =>
    action.mutate(
      { id: checkout.id, action: kind },
      {
        onSuccess: ({ redirectUrl }) => {
          const target = safeNavigationUrl(redirectUrl);
          if (!target) return onChanged();
          setLeaving(true);
          window.location.assign(target);
        },
        onError: () => {
          toast.error(t('checkout.test.actionFailed'));
          onChanged();
        },
      },
    );

  const rows: Array<[string, string, string]> = [
    [t('checkout.test.item'), item, 'test-item'],
    [t('checkout.test.credits'), credits, 'test-credits'],
    [t('checkout.test.amount'), `${formatUsd(checkout.amountUsd, lang)} USD`, 'test-amount'],
    [t('checkout.test.organization'), checkout.organizationName, 'test-organization'],
    [t('checkout.test.email'), checkout.email, 'test-email'],
  ];
  const done = checkout.status !== 'open';
  const resultUrl = safeNavigationUrl(
    checkout.status === 'completed' ? checkout.successUrl : checkout.cancelUrl,
  );

  return (
    <Card className="p-5 sm:p-6" data-testid="test-checkout" aria-labelledby="test-checkout-title">
      <h1 id="test-checkout-title" className="text-xl font-bold tracking-tight">
        {t('checkout.test.title')}
      </h1>
      <dl className="mt-4 divide-y divide-border text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-4 py-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {done ? (
        <div
          role="status"
          className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted p-3 text-sm"
          data-testid="test-checkout-status"
        >
          <span className="flex items-center gap-2 font-medium">
            {checkout.status === 'completed' ? (
              <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />
            ) : (
              <XCircle className="h-4 w-4 text-destructive" aria-hidden />
            )}
            {t(`checkout.test.status.${checkout.status}`)}
          </span>
          {checkout.status === 'expired' || !resultUrl ? (
            <LinkButton to="/plans" size="sm">
              {t('plans.viewPlans')}
            </LinkButton>
          ) : (
            <a href={resultUrl} className="text-sm font-medium text-primary hover:underline">
              {t('checkout.test.seeResult')}
            </a>
          )}
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => run('decline')}
            disabled={busy}
            data-testid="test-decline"
          >
            {busy && action.variables?.action === 'decline' && <Spinner className="h-4 w-4" />}
            {t('checkout.test.decline')}
          </Button>
          <Button onClick={() => run('confirm')} disabled={busy} data-testid="test-confirm">
            {busy && action.variables?.action === 'confirm' && <Spinner className="h-4 w-4" />}
            {t('checkout.test.confirm')}
          </Button>
        </div>
      )}
    </Card>
  );
}
