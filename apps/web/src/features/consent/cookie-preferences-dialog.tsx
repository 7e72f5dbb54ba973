import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Consent } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { DEFAULT_CONSENT, showCookieBanner, useLocalConsent } from './consent-store';
import { saveConsent } from './cookie-banner';
import { ConsentToggles } from './consent-toggles';

export default function CookiePreferencesDialog({
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('cookies.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {t('cookies.dialogText')}
          </Dialog.Description>
          <div className="mt-4">
            <ConsentToggles draft={draft} onChange={setDraft} />
          </div>
          <p className="mt-3 text-xs text-muted-foreground">{t('cookies.gdpr')}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button
              variant="ghost"
              className="mr-auto"
              data-testid="cookies-show-banner"
              onClick={() => {
                onOpenChange(false);
                showCookieBanner();
              }}
            >
              {t('cookies.showBanner')}
            </Button>
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
