import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useSession } from '../features/session/use-session';
import { returnPathOf, signInPath } from '../lib/return-path';

/**
 * Private routes: spinner while the session loads; signed-out visitors go to / (spec 000 §2).
 * With `signIn`, a page that links from public screens (the footer's Support) sends them to
 * sign in instead, and brings them back to the page afterwards.
 */
export function RequireAuth({
  children,
  signIn = false,
}: {
  children: ReactNode;
  signIn?: boolean;
}) {
  const { data, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <FullScreenSpinner />;
  if (!data) {
    return <Navigate to={signIn ? signInPath(pathname + search) : '/'} replace />;
  }
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
