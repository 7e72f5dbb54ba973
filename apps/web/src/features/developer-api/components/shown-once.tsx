import type { ReactNode } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

/**
 * A secret the server keeps only hashed or sealed (an API key, a signing secret), shown this
 * once: the value, a copy button, and a plain "you will not see it again".
 */
export function ShownOnce({
  title,
  value,
  children,
  onDone,
  'data-testid': testId,
}: {
  title: string;
  value: string;
  /** What the secret is for, under the value. */
  children?: ReactNode;
  onDone: () => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('developerApi.once.copied'));
    } catch {
      toast.error(t('developerApi.once.copyFailed'));
    }
  };
  return (
    <div className="space-y-3" data-testid={testId}>
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="h-4 w-4" aria-hidden />
        {title}
      </p>
      <div className="flex min-w-0 flex-wrap items-center gap-2 sm:flex-nowrap">
        <code
          className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          data-testid="shown-once-value"
        >
          {value}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          data-testid="shown-once-copy"
        >
          <Copy className="h-4 w-4" aria-hidden />
          {t('developerApi.once.copy')}
        </Button>
      </div>
      {children}
      <p role="note" className="text-sm font-semibold text-warning-strong">
        {t('developerApi.once.warning')}
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone} data-testid="shown-once-done">
          {t('developerApi.once.done')}
        </Button>
      </div>
    </div>
  );
}
