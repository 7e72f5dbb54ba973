/** localStorage/sessionStorage that never throws (private mode, disabled storage). */
function safe(kind: 'local' | 'session') {
  const store = (): Storage | undefined => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        // storage full or disabled: the app keeps working without persistence
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

export const local = safe('local');
export const session = safe('session');

/** Browser storage keys (spec 000 §3). */
export const STORAGE_KEYS = {
  lang: 'app_lang',
  theme: 'app_theme',
  savedEmail: 'saved_email',
  rememberMe: 'remember_me',
  visitorId: 'visitor_id',
  consent: 'cookie_consent',
  /** Session storage: the wizard's steps (spec 000 §3 wizardData). */
  wizardData: 'wizardData',
  /** Session storage: the search the progress page follows. */
  currentSearchId: 'currentSearchId',
  /** Local storage: the columns last chosen for the CSV export. */
  csvColumns: 'csv_columns',
  /** Local storage: the optional columns shown in the results table. */
  resultsColumns: 'results_columns',
  /** Session storage: the billing form, kept across a back-navigation from the payment page. */
  billingForm: 'checkout_billing_form',
} as const;
