import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/**
 * Layout of signed-in pages: header, optional breadcrumbs, content, dashboard footer.
 * `headerExtra` adds a row under the header (the wizard's step and progress bar).
 */
export function AppShell({
  children,
  crumbs,
  headerExtra,
}: {
  children: ReactNode;
  crumbs?: Crumb[];
  headerExtra?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header>{headerExtra}</Header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {crumbs && <Breadcrumbs items={crumbs} />}
        {children}
      </main>
      <Footer variant="dashboard" />
    </div>
  );
}
