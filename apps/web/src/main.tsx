import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import './i18n';
import './index.css';
import { router } from './app/router';
import { useTheme } from './lib/theme';
import { useAccountSync } from './api/account-sync';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

/** App-wide listeners that render nothing: another tab's purchase refreshes this one. */
function AccountSync() {
  useAccountSync();
  return null;
}

/** Toasts: one at a time, 5 s (spec 000 §9). */
function Toasts() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={5000}
      closeButton
      // Spec 000 §8: a default and a destructive variant. Every toast.error is the destructive
      // one, red in both themes (our tokens: AA contrast); the others keep the default look.
      richColors
      style={
        {
          '--normal-bg': 'var(--card)',
          '--normal-text': 'var(--card-foreground)',
          '--normal-border': 'var(--border)',
          '--error-bg': 'var(--destructive)',
          '--error-text': 'var(--destructive-foreground)',
          '--error-border': 'var(--destructive)',
          '--success-bg': 'var(--card)',
          '--success-text': 'var(--card-foreground)',
          '--success-border': 'var(--border)',
          '--info-bg': 'var(--card)',
          '--info-text': 'var(--card-foreground)',
          '--info-border': 'var(--border)',
          '--warning-bg': 'var(--card)',
          '--warning-text': 'var(--card-foreground)',
          '--warning-border': 'var(--border)',
        } as CSSProperties
      }
      position="top-center"
      // Below the sticky header (56 px): a toast never hides the bell, the avatar menu or the
      // language and theme toggles, on a phone (full width) as on a desktop.
      offset={{ top: 64 }}
      mobileOffset={{ top: 64 }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AccountSync />
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
