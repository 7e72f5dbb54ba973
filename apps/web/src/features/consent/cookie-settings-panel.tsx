import { useEffect, useState } from 'react';
import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Consent } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DEFAULT_CONSENT, showCookieBanner, useLocalConsent } from './consent-store';
import { saveConsent } from './cookie-banner';
import { ConsentToggles } from './consent-toggles';

/**
 * The account page's cookie panel (spec 001 §2.13): the same consent as the banner and the
 * preferences dialog (one store, PUT /api/consent). Saving writes the local choice first, so
 * withdrawn analytics stop before the server has even answered (lib/analytics reads it).
 */
export function CookieSettingsPanel() {
  const { t } = useTranslation();
  const current = useLocalConsent() ?? DEFAULT_CONSENT;
  const [draft, setDraft] = useState<Consent>(current);
  const [saving, setSaving] = useState(false);
  // A choice made meanwhile in the banner or the dialog shows here too.
  useEffect(() => setDraft(current), [current]);

  const save = async () => {
    setSaving(true);
    await saveConsent(draft);
    setSaving(false);
    toast.success(t('cookies.saved'));
  };
  return (
    <Card
      className="min-w-0 p-5"
      role="region"
      aria-labelledby="cookie-settings-title"
      data-testid="cookie-settings"
    >
      <h2 id="cookie-settings-title" className="flex items-center gap-2 text-base font-semibold">
        <Cookie className="h-5 w-5 shrink-0 text-primary" aria-hidden />
        {t('cookies.panelTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('cookies.panelText')}</p>
      <div className="mt-4">
        <ConsentToggles draft={draft} onChange={setDraft} />
      </div>
      <div className="mt-3 space-y-1 text-xs text-muted-foreground">
        <p>{t('cookies.gdpr')}</p>
        <p>{t('cookies.gdprRights')}</p>
        <p>
          <Link to="/privacy" className="text-primary underline">
            {t('cookies.privacyLink')}
          </Link>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={save} disabled={saving} data-testid="cookie-settings-save">
          {saving ? t('cookies.saving') : t('cookies.save')}
        </Button>
        <Button variant="outline" onClick={showCookieBanner} data-testid="cookie-settings-banner">
          {t('cookies.showBanner')}
        </Button>
      </div>
    </Card>
  );
}
