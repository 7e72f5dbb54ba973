import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

/**
 * The webhook's signing secret, shown this once (the server keeps it encrypted and never
 * sends it again): a copy button and a plain warning.
 */
export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('integrations.webhook.copied'));
    } catch {
      toast.error(t('integrations.webhook.copyFailed'));
    }
  };
  return (
    <div className="space-y-3" data-testid="signing-secret">
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="h-4 w-4" aria-hidden />
        {t('integrations.webhook.secretTitle')}
      </p>
      <div className="flex min-w-0 items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          data-testid="signing-secret-value"
        >
          {secret}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('integrations.webhook.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('integrations.webhook.secretText')}</p>
      <p role="note" className="text-sm font-semibold text-warning-strong">
        {t('integrations.webhook.secretOnce')}
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone} data-testid="signing-secret-done">
          {t('integrations.webhook.close')}
        </Button>
      </div>
    </div>
  );
}
