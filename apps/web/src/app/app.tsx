import type { CSSProperties, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';
import { useAccountSync } from '../api/account-sync';

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

/**
 * The application around its router: the browser's (main.tsx) or the static one that
 * prerenders the landing (landing-prerender.tsx). One tree on both sides, so the browser
 * hydrates the prerendered landing instead of painting it again.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AccountSync />
      <Toasts />
    </QueryClientProvider>
  );
}
