import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useSession } from '../features/session/use-session';
import { returnPathOf } from '../lib/return-path';

/** Private routes: spinner while the session loads; signed-out visitors go to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <FullScreenSpinner />;
  if (!data) return <Navigate to="/" replace />;
  return children;
}

/**
 * The landing and auth screen: a signed-in visitor goes where the link says to come back to
 * (an invitation's page), else to /dashboard.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const [params] = useSearchParams();
  if (isPending) return <FullScreenSpinner />;
  if (data) return <Navigate to={returnPathOf(params)} replace />;
  return children;
}
