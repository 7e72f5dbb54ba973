import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Consent, ConsentResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { DEFAULT_CONSENT, useLocalConsent, visitorId, writeLocalConsent } from './consent-store';

/** Stores the choice locally first (it must hold even offline), then on the server. */
async function saveConsent(choice: Consent): Promise<void> {
  writeLocalConsent(choice);
  await api<ConsentResponse>('/api/consent', {
    method: 'PUT',
    body: { ...choice, visitorId: visitorId() },
  }).catch((error: unknown) => console.warn('consent not saved on the server', error));
}

type BannerState = 'checking' | 'hidden' | 'shown';

/** Shown on every screen while neither local nor server consent exists (spec 001 §2.13, §4). */
export function CookieBanner() {
  const { t } = useTranslation();
  const local = useLocalConsent();
  const [state, setState] = useState<BannerState>(local ? 'hidden' : 'checking');
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (local) {
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

  if (state !== 'shown') return null;
  const choose = (choice: Consent) => {
    setState('hidden');
    void saveConsent(choice);
  };
  return (
    <>
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
      <CookiePreferencesDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onSaved={() => setState('hidden')}
      />
    </>
  );
}

export function CookiePreferencesDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const current = useLocalConsent() ?? DEFAULT_CONSENT;
  const [draft, setDraft] = useState<Consent>(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setDraft(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset the draft when reopened
  }, [open]);
  const rows: Array<{ key: keyof Consent; disabled: boolean }> = [
    { key: 'functional', disabled: true },
    { key: 'analytics', disabled: false },
    { key: 'marketing', disabled: false },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('cookies.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {t('cookies.dialogText')}
          </Dialog.Description>
          <div className="mt-4 space-y-3">
            {rows.map(({ key, disabled }) => (
              <label
                key={key}
                className="flex items-start justify-between gap-4 rounded-md border border-border p-3"
              >
                <span>
                  <span className="block text-sm font-medium">{t(`cookies.${key}.title`)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`cookies.${key}.text`)}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="mt-1 h-5 w-5 accent-[var(--primary)]"
                  checked={draft[key]}
                  disabled={disabled}
                  onChange={(event) =>
                    setDraft((prev) => ({ ...prev, [key]: event.target.checked, functional: true }))
                  }
                />
              </label>
            ))}
          </div>
          <p className="mt-3 text-xs text-muted-foreground">{t('cookies.gdpr')}</p>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{t('common.close')}</Button>
            </Dialog.Close>
            <Button
              disabled={saving}
              onClick={async () => {
                setSaving(true);
                await saveConsent(draft);
                setSaving(false);
                onOpenChange(false);
                onSaved?.();
              }}
            >
              {saving ? t('cookies.saving') : t('cookies.save')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
