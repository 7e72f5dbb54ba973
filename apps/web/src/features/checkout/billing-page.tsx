/**
 * /checkout/billing?plan=…&type=subscription or ?pack=…&type=credits (spec 001 §2.3, §4, §5):
 * the order summary beside the billing form. Submitting asks the server for a payment session
 * (it prices from the catalog; the browser never sends a price) and opens the payment page in
 * a new tab, or in this tab when the browser blocks the new one.
 */
import '../../i18n/app-dictionaries';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ExternalLink, Info, LifeBuoy, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { canInOrganization, type MeResponse } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button, buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { supportPath } from '../../lib/support-link';
import { useBillingOverview, useCancelCheckout, useCreateCheckoutSession } from '../../api/billing';
import { currentLocale } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useSession } from '../session/use-session';
import { wizardInProgress } from '../../lib/wizard-storage';
import { liveSubscription } from '../../lib/plan-options';
import { BillingForm } from './components/billing-form';
import { OrderSummary } from './components/order-summary';
import {
  BILLING_FIELDS,
  emptyBillingForm,
  errorsFromServerFields,
  loadBillingForm,
  saveBillingForm,
  validateBillingForm,
  type BillingErrors,
  type BillingField,
  type BillingFormValues,
} from './billing-form-state';
import {
  errorPath,
  purchaseFromBillingQuery,
  safeNavigationUrl,
  type Purchase,
} from '../../lib/purchase';

/** Errors the user can act on from here: they stay on the form with a message. */
const KEPT_ERRORS = new Set(['subscription_exists', 'forbidden', 'checkout_pending']);

export default function CheckoutBillingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const purchase = useMemo(() => purchaseFromBillingQuery(params), [params]);
  const { data: me } = useSession();
  if (!purchase) return <Navigate to="/plans" replace />;
  if (!me) return null;
  return (
    <AppShell crumbs={[{ label: t('plans.crumb'), to: '/plans' }, { label: t('checkout.crumb') }]}>
      <BillingCheckout purchase={purchase} me={me} />
    </AppShell>
  );
}

function BillingCheckout({ purchase, me }: { purchase: Purchase; me: MeResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const org = me.activeOrganization;
  const billing = useBillingOverview(org.id);
  const overview = billing.data;
  const create = useCreateCheckoutSession();

  const [values, setValues] = useState<BillingFormValues>(
    () => loadBillingForm(me.user.id) ?? emptyBillingForm(me.user.fullName ?? ''),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<BillingErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  /** checkout_pending: the plan checkout already open (continue it, or cancel it). */
  const [pending, setPending] = useState<{ id: string; url: string | null } | null>(null);
  const cancelPending = useCancelCheckout();
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  // Credits bought from step 4 of a search: every way back leads there, its data kept.
  const [backToSearch] = useState(() => purchase.type === 'credits' && wizardInProgress());

  useEffect(() => saveBillingForm(me.user.id, values), [me.user.id, values]);

  const validation = validateBillingForm(values);
  const errors: BillingErrors = attempted ? { ...serverErrors, ...validation.errors } : {};
  // Plans are the owner's; credit packs also an admin's (organization-roles.ts).
  const canManage =
    purchase.type === 'subscription'
      ? (overview?.canManage ?? canInOrganization(org.role, 'manage_billing'))
      : (overview?.canBuyCredits ?? canInOrganization(org.role, 'buy_credits'));
  const planForSubscriber = purchase.type === 'subscription' && liveSubscription(overview);

  const setField = (field: BillingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const focusFirstInvalid = (invalid: BillingErrors) => {
    const first = BILLING_FIELDS.find((field) => invalid[field]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
  };

  const submit = async () => {
    setAttempted(true);
    setRefusal(null);
    setPending(null);
    if (!validation.ok) {
      focusFirstInvalid(validation.errors);
      return;
    }
    // The button is disabled then too; Enter in a field submits the form all the same.
    if (create.isPending || !canManage) return;
    let url: string | null;
    try {
      const response = await create.mutateAsync({
        type: purchase.type,
        ...(purchase.type === 'subscription'
          ? { planId: purchase.plan.id }
          : { packId: purchase.pack.id }),
        orgId: org.id,
        billingData: validation.data,
        locale: currentLocale(),
      });
      url = safeNavigationUrl(response?.url);
    } catch (error) {
      if (error instanceof ApiError && KEPT_ERRORS.has(error.code)) {
        const message = t(`checkout.errors.${error.code}`);
        setRefusal(message);
        if (error.code === 'checkout_pending' && error.details.checkoutId) {
          setPending({
            id: error.details.checkoutId,
            url: safeNavigationUrl(error.details.checkoutUrl),
          });
          return;
        }
        toast.error(message, {
          action: { label: t('plans.viewPlans'), onClick: () => navigate('/plans') },
        });
        return;
      }
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const fromServer = errorsFromServerFields(error.fields);
        if (Object.keys(fromServer).length > 0) {
          setServerErrors(fromServer);
          toast.error(t('checkout.errors.validation_failed'));
          focusFirstInvalid(fromServer);
          return;
        }
      }
      navigate(errorPath(purchase));
      return;
    }
    if (!url) {
      navigate(errorPath(purchase));
      return;
    }
    // Not 'noopener' in the features: with it the browser answers null even when the tab
    // opened, and a blocked tab could not be told apart. The opener is cut right after.
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      setOpenedUrl(url);
    } else {
      window.location.assign(url);
    }
  };

  const cancelOpenCheckout = async (id: string) => {
    try {
      await cancelPending.mutateAsync(id);
      setPending(null);
      setRefusal(null);
      toast.success(t('checkout.pending.cancelled'));
    } catch {
      setPending(null);
      setRefusal(t('checkout.pending.cancelFailed'));
    }
  };

  // A subscriber changes plan (decision 0017) rather than paying for a second one.
  if (planForSubscriber) {
    return <Navigate to={`/billing/manage?plan=${purchase.plan.id}`} replace />;
  }
  if (purchase.type === 'subscription' && billing.isPending) {
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner className="h-6 w-6" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }

  return (
    <>
      <Link
        to={
          backToSearch
            ? '/wizard/step-4'
            : `/plans${purchase.type === 'credits' ? '?tab=packs' : ''}`
        }
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        data-testid="checkout-back"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backToSearch ? t('checkout.success.backToSearch') : t('checkout.billing.back')}
      </Link>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <aside className="min-w-0 lg:sticky lg:top-20 lg:order-2">
          <OrderSummary purchase={purchase} organizationName={org.name} />
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
            <LifeBuoy className="h-4 w-4 shrink-0" aria-hidden />
            <span>
              {t('checkout.billing.supportQuestion')}{' '}
              <Link
                to={supportPath({ category: 'billing' })}
                className="font-medium text-primary underline-offset-4 hover:underline"
                data-testid="checkout-support"
              >
                {t('checkout.billing.support')}
              </Link>
            </span>
          </p>
        </aside>

        <div className="min-w-0 space-y-4 lg:order-1">
          {!canManage && (
            <Notice icon={ShieldAlert} testId="checkout-cannot-manage">
              {t('checkout.billing.cannotManage', { org: org.name })}
            </Notice>
          )}

          <BillingForm
            idPrefix={ids}
            values={values}
            errors={errors}
            email={me.user.email}
            onFieldChange={setField}
            onSubmit={() => void submit()}
            actions={
              <>
                {refusal && (
                  <div
                    className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive-strong"
                    data-testid="checkout-refused"
                  >
                    <p>{refusal}</p>
                    {pending ? (
                      <div className="mt-2 flex flex-wrap gap-2">
                        {pending.url && (
                          <a
                            href={pending.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={buttonClass('outline', 'sm')}
                            data-testid="checkout-pending-continue"
                          >
                            {t('checkout.pending.continue')}
                            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                          </a>
                        )}
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={cancelPending.isPending}
                          data-testid="checkout-pending-cancel"
                          onClick={() => void cancelOpenCheckout(pending.id)}
                        >
                          {cancelPending.isPending && <Spinner className="h-4 w-4" />}
                          {t('checkout.pending.cancel')}
                        </Button>
                      </div>
                    ) : (
                      <Link
                        to="/plans"
                        className="mt-1 inline-block font-medium underline underline-offset-4"
                      >
                        {t('plans.viewPlans')}
                      </Link>
                    )}
                  </div>
                )}
                {openedUrl && (
                  <div
                    role="status"
                    className="rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground"
                    data-testid="checkout-opened"
                  >
                    <p className="font-semibold">{t('checkout.billing.opened.title')}</p>
                    <p className="mt-1">{t('checkout.billing.opened.text')}</p>
                    <a
                      href={openedUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-2 inline-flex items-center gap-1 font-medium underline underline-offset-4"
                    >
                      {t('checkout.billing.opened.reopen')}
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                    </a>
                    {backToSearch && (
                      <Link
                        to="/wizard/step-4"
                        className="mt-2 block font-medium underline underline-offset-4"
                        data-testid="checkout-back-to-search"
                      >
                        {t('checkout.billing.opened.backToSearch')}
                      </Link>
                    )}
                  </div>
                )}
                <Button
                  type="submit"
                  size="lg"
                  className="w-full"
                  disabled={create.isPending || !canManage}
                  data-testid="checkout-submit"
                >
                  {create.isPending && <Spinner className="h-4 w-4" />}
                  {create.isPending
                    ? t('checkout.billing.submitting')
                    : t('checkout.billing.submit')}
                </Button>
              </>
            }
          />
        </div>
      </div>
    </>
  );
}

function Notice({
  icon: Icon,
  testId,
  children,
}: {
  icon: typeof Info;
  testId: string;
  children: string;
}) {
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-border bg-accent p-4 text-sm text-accent-foreground"
      data-testid={testId}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
