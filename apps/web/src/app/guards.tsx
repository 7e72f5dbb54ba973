import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useSession } from '../features/session/use-session';

/** Private routes: spinner while the session loads; signed-out visitors go to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <FullScreenSpinner />;
  if (!data) return <Navigate to="/" replace />;
  return children;
}

/** The landing and auth screen: a signed-in visitor goes to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <FullScreenSpinner />;
  if (data) return <Navigate to="/dashboard" replace />;
  return children;
}
