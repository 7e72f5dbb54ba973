import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import './i18n';
import './index.css';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { SESSION_KEY } from './features/session/use-session';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(appRoutes(queryClient));
const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (container.dataset.prerendered !== undefined) {
  // The server sent the prerendered landing because the request carried no session: the
  // first render agrees (signed out) and React adopts the page's markup. The session is still
  // read once it is stale, as everywhere. In a transition, hydration yields to the browser
  // between components instead of blocking the page in one long task.
  queryClient.setQueryData(SESSION_KEY, null);
  startTransition(() => {
    hydrateRoot(container, tree);
  });
} else {
  createRoot(container).render(tree);
}
