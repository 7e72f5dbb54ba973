import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../../components/ui/shown-once';

/**
 * The webhook's signing secret, shown this once (the server keeps it encrypted and never
 * sends it again).
 */
export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnce
      title={t('integrations.webhook.secretTitle')}
      value={secret}
      onDone={onDone}
      testIdPrefix="signing-secret"
      data-testid="signing-secret"
      labels={{
        copy: t('integrations.webhook.copy'),
        copied: t('integrations.webhook.copied'),
        copyFailed: t('integrations.webhook.copyFailed'),
        warning: t('integrations.webhook.secretOnce'),
        done: t('integrations.webhook.close'),
      }}
    >
      <p className="text-sm text-muted-foreground">{t('integrations.webhook.secretText')}</p>
    </ShownOnce>
  );
}
