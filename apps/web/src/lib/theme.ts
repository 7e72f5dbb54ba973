import { useSyncExternalStore } from 'react';
import { local, STORAGE_KEYS } from './storage';

export type Theme = 'light' | 'dark';

/** Saved choice, else light from 07:00 to 18:59 local time and dark otherwise. */
export function initialTheme(now = new Date()): Theme {
  const saved = local.get(STORAGE_KEYS.theme);
  if (saved === 'light' || saved === 'dark') return saved;
  const hour = now.getHours();
  return hour >= 7 && hour < 19 ? 'light' : 'dark';
}

let current: Theme = typeof document === 'undefined' ? 'light' : initialTheme();
const listeners = new Set<() => void>();

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  current = theme;
  local.set(STORAGE_KEYS.theme, theme);
  apply(theme);
  listeners.forEach((listener) => listener());
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The prerendered landing is rendered light; hydration starts from it, then the real theme
    // (already on <html> since boot.js) renders. Icons follow the `dark` class meanwhile.
    (): Theme => 'light',
  );
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
