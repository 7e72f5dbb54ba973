/**
 * Cookie consent kept locally (and on the server by visitor id, see use-consent). Functional
 * is always on; analytics and marketing are off until the visitor says otherwise.
 */
import { useSyncExternalStore } from 'react';
import type { Consent } from '@leadatlas/shared';
import { local, STORAGE_KEYS } from '../../lib/storage';

export const DEFAULT_CONSENT: Consent = { functional: true, analytics: false, marketing: false };

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id generated once and kept locally. */
export function visitorId(): string {
  let id = local.get(STORAGE_KEYS.visitorId);
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    id = randomId();
    local.set(STORAGE_KEYS.visitorId, id);
  }
  return id;
}

export function readLocalConsent(): Consent | null {
  const raw = local.get(STORAGE_KEYS.consent);
  if (!raw) return null;
  try {
    // Checked by hand: zod stays out of the landing's first-paint bundle.
    const value = JSON.parse(raw) as Partial<Consent> | null;
    if (typeof value?.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { functional: true, analytics: value.analytics, marketing: value.marketing };
  } catch {
    return null;
  }
}

let consent: Consent | null = readLocalConsent();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function writeLocalConsent(next: Consent): void {
  consent = next;
  local.set(STORAGE_KEYS.consent, JSON.stringify(next));
  emit();
}

export function hasAnalyticsConsent(): boolean {
  return consent?.analytics === true;
}

export function useLocalConsent(): Consent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => consent,
    // Prerendered pages know no visitor: no choice yet, as the banner's first render assumes.
    () => null,
  );
}

/**
 * Where consent is changed after the first answer (issue 11 item 28): the footer's "Cookies"
 * link opens the preferences; the preferences can bring the banner back. CookieBanner, mounted
 * on every screen, renders both.
 */
export type CookieUi = 'closed' | 'preferences' | 'banner';
let cookieUi: CookieUi = 'closed';
const uiListeners = new Set<() => void>();

function setCookieUi(next: CookieUi): void {
  cookieUi = next;
  uiListeners.forEach((listener) => listener());
}

export const openCookiePreferences = () => setCookieUi('preferences');
export const showCookieBanner = () => setCookieUi('banner');
export const closeCookieUi = () => setCookieUi('closed');

export function useCookieUi(): CookieUi {
  return useSyncExternalStore(
    (listener) => {
      uiListeners.add(listener);
      return () => uiListeners.delete(listener);
    },
    () => cookieUi,
    () => 'closed' as const,
  );
}
