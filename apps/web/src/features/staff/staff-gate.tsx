import type { ReactNode } from 'react';
import NotFoundPage from '../../app/not-found-page';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { isClientError } from '../../lib/api';

/**
 * The console shows nothing of itself before the server has answered as to staff: a spinner
 * while it asks, and to anyone it refuses (or a request it refuses) the page an unknown
 * address gets.
 */
export function StaffGate({
  query,
  children,
}: {
  query: { data: unknown; isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  if (query.data === undefined) {
    if (query.isPending) return <FullScreenSpinner />;
    if (isClientError(query.error)) return <NotFoundPage />;
  }
  return children;
}
