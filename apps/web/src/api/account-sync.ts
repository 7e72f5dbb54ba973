/**
 * Tabs of the app tell each other when the account's money changed. Apart from the billing
 * hooks: the entry mounts the listener, and importing it must not pull every billing query into
 * the landing's first paint.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The root of every billing query key (billingKeys.all in ./billing). */
export const BILLING_QUERY_ROOT = ['billing'] as const;

const ACCOUNT_CHANNEL = 'leadatlas:account';

function refreshAccountQueries(client: QueryClient) {
  return Promise.all(
    [['me'], ['overview'], ['credits'], BILLING_QUERY_ROOT].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * After credits or a plan land: the session (balance, plan), overview, movements, billing, in
 * this tab and in every other tab of the app (the payment opens in a new tab; the wizard that
 * sent the user there must not keep the old balance and the old plan's locks).
 */
export function invalidateBillingData(client: QueryClient) {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
  return refreshAccountQueries(client);
}

/** Mounted once: another tab's purchase refreshes this tab's account data. */
export function useAccountSync() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
    channel.onmessage = () => void refreshAccountQueries(client);
    return () => channel.close();
  }, [client]);
}
