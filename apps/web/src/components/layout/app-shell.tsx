import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/** Layout of signed-in pages: header, optional breadcrumbs, content, dashboard footer. */
export function AppShell({ children, crumbs }: { children: ReactNode; crumbs?: Crumb[] }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {crumbs && <Breadcrumbs items={crumbs} />}
        {children}
      </main>
      <Footer variant="dashboard" />
    </div>
  );
}
