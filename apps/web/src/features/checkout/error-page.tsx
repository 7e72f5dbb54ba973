/**
 * /checkout/error?plan=…|pack=… (spec 001 §2.4): the payment was cancelled or failed. Try
 * again (back to the billing form of the same plan or pack, which kept its data), the plans,
 * support.
 */
import '../../i18n/app-dictionaries';
import { useNavigate, useSearchParams } from 'react-router';
import { AlertCircle, LifeBuoy, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { supportPath } from '../../lib/support-link';
import { OutcomeLayout } from './components/outcome-layout';
import { billingPath, purchaseFromOutcomeQuery } from '../../lib/purchase';

/** React Router numbers its history entries: 0 is the first page of this tab. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export default function CheckoutErrorPage() {
  return (
    <OutcomeLayout>
      <ErrorContent />
    </OutcomeLayout>
  );
}

function ErrorContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const purchase = purchaseFromOutcomeQuery(params);
  const retryLabel = (
    <>
      <RotateCcw className="h-4 w-4" aria-hidden />
      {t('checkout.error.retry')}
    </>
  );

  return (
    <Card className="p-6 text-center sm:p-8" data-testid="checkout-error">
      <AlertCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('checkout.error.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('checkout.error.text')}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {purchase ? (
          <LinkButton to={billingPath(purchase)} variant="primary">
            {retryLabel}
          </LinkButton>
        ) : (
          // Without a plan or pack to go back to: the browser's back, as the spec says.
          <Button
            onClick={() => (canGoBack() ? navigate(-1) : navigate('/plans'))}
            data-testid="checkout-error-back"
          >
            {retryLabel}
          </Button>
        )}
        <LinkButton to="/plans">{t('checkout.error.plans')}</LinkButton>
        <LinkButton to={supportPath({ category: 'billing' })} data-testid="checkout-error-support">
          <LifeBuoy className="h-4 w-4" aria-hidden />
          {t('checkout.error.support')}
        </LinkButton>
      </div>
    </Card>
  );
}
