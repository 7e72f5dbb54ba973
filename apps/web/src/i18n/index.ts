/**
 * Spanish and English. Language: the saved choice (app_lang), else the browser's language if
 * it is es or en, else Spanish (PRODUCT.md §5).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@leadatlas/shared';
import { local, STORAGE_KEYS } from '../lib/storage';
import es from './locales/es';
import en from './locales/en';

export function detectLanguage(): Locale {
  const saved = local.get(STORAGE_KEYS.lang);
  if (saved === 'es' || saved === 'en') return saved;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '').toLowerCase();
  if (browser.startsWith('en')) return 'en';
  return 'es';
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: detectLanguage(),
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocument(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/**
 * The server picks the prerendered landing's language from this cookie (a preference, not
 * tracking: functional, always allowed). boot.js writes it on every page from app_lang.
 */
function rememberForServer(lang: Locale): void {
  document.cookie = `${STORAGE_KEYS.lang}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function setLanguage(lang: Locale): void {
  local.set(STORAGE_KEYS.lang, lang);
  rememberForServer(lang);
  void i18n.changeLanguage(lang);
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'es';
}

export default i18n;
