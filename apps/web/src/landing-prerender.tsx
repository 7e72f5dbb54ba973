/**
 * Server-side entry, built by `vite build --ssr` and run once per language after the web build
 * (scripts/prerender-landing.mjs): the landing `/` as HTML, rendered by the very tree main.tsx
 * hydrates (same routes, same components, same plan catalog), signed out.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@leadatlas/shared';
import i18n from './i18n';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { SESSION_KEY } from './features/session/use-session';

export async function renderLanding(lang: Locale): Promise<string> {
  await i18n.changeLanguage(lang);
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_KEY, null);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response)
    throw new Error(`/ answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
}
