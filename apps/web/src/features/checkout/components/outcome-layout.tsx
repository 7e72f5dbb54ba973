import type { ReactNode } from 'react';
import { MinimalHeader } from '../../../components/layout/minimal-header';
import { AppShell } from '../../../components/layout/app-shell';
import { Footer } from '../../../components/layout/footer';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../session/use-session';

/**
 * The payment outcome pages are public (spec 001 §2.1): a signed-in user sees them inside the
 * app's shell, a visitor with the minimal header and footer.
 */
export function OutcomeLayout({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useSession();
  if (isPending) return <FullScreenSpinner />;
  if (me) {
    return (
      <AppShell>
        <div className="mx-auto max-w-2xl py-4 sm:py-8">{children}</div>
      </AppShell>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-4 sm:py-8">
        {children}
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
