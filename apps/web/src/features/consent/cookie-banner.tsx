import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Consent, ConsentResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';
import { Button } from '../../components/ui/button';
import {
  closeCookieUi,
  DEFAULT_CONSENT,
  readLocalConsent,
  useCookieUi,
  useLocalConsent,
  visitorId,
  writeLocalConsent,
} from './consent-store';

// The dialog (and its Radix code) loads only when someone opens it.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));

/** Stores the choice locally first (it must hold even offline), then on the server. */
export async function saveConsent(choice: Consent): Promise<void> {
  writeLocalConsent(choice);
  await api<ConsentResponse>('/api/consent', {
    method: 'PUT',
    body: { ...choice, visitorId: visitorId() },
  }).catch((error: unknown) => console.warn('consent not saved on the server', error));
}

type BannerState = 'checking' | 'hidden' | 'shown';

/**
 * Shown on every screen while neither local nor server consent exists (spec 001 §2.13, §4), and
 * again whenever the user asks for it (the footer's "Cookies", the preferences' "show the banner
 * again"): a choice can always be changed or withdrawn.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const local = useLocalConsent();
  const ui = useCookieUi();
  const [state, setState] = useState<BannerState>(local ? 'hidden' : 'checking');
  const [ownDialog, setOwnDialog] = useState(false);
  const dialogOpen = ownDialog || ui === 'preferences';
  const setDialogOpen = (open: boolean) => {
    setOwnDialog(open);
    if (!open && ui === 'preferences') closeCookieUi();
  };

  useEffect(() => {
    // readLocalConsent too: hydrating a prerendered page, `local` starts from the server's null.
    if (local ?? readLocalConsent()) {
      setState('hidden');
      return;
    }
    let cancelled = false;
    api<ConsentResponse>(`/api/consent?visitorId=${encodeURIComponent(visitorId())}`)
      .then((response) => {
        if (cancelled) return;
        if (response.consent) {
          const { functional, analytics, marketing } = response.consent;
          writeLocalConsent({ functional, analytics, marketing });
          setState('hidden');
        } else setState('shown');
      })
      .catch(() => !cancelled && setState('shown'));
    return () => {
      cancelled = true;
    };
  }, [local]);

  const bannerShown = state === 'shown' || ui === 'banner';
  const choose = (choice: Consent) => {
    setState('hidden');
    closeCookieUi();
    void saveConsent(choice);
  };
  return (
    <>
      {bannerShown && (
        <section
          role="region"
          aria-label={t('cookies.title')}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card p-4 text-card-foreground shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <div className="text-sm">
              <p className="font-semibold">{t('cookies.title')}</p>
              <p className="text-muted-foreground">
                {t('cookies.text')}{' '}
                <Link to="/privacy" className="text-primary underline">
                  {t('cookies.privacyLink')}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
                {t('cookies.personalize')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => choose(DEFAULT_CONSENT)}>
                {t('cookies.rejectAll')}
              </Button>
              <Button
                size="sm"
                onClick={() => choose({ functional: true, analytics: true, marketing: true })}
              >
                {t('cookies.acceptAll')}
              </Button>
            </div>
          </div>
        </section>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSaved={() => {
              setState('hidden');
              closeCookieUi();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
