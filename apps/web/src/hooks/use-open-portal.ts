/**
 * Opens the payment provider's billing portal (Stripe) in this tab; a toast when it cannot. The
 * plans pages and the account page share it.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useBillingPortal } from '../api/billing';

export function useOpenPortal(orgId: string | undefined) {
  const { t } = useTranslation();
  const portal = useBillingPortal();
  const open = () => {
    if (!orgId) return;
    portal.mutate(orgId, {
      onSuccess: ({ url }) => {
        if (/^(https?:\/\/|\/(?!\/))/i.test(url)) window.location.assign(url);
        else toast.error(t('plans.subscription.portalFailed'));
      },
      onError: () => toast.error(t('plans.subscription.portalFailed')),
    });
  };
  return { open, pending: portal.isPending };
}
