import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** A block of code to copy: scrolls inside itself rather than widening the page at 390 px. */
export function CodeBlock({
  code,
  label,
  'data-testid': testId,
}: {
  code: string;
  /** What the code is, for the copy button's accessible name. */
  label: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('developers.copied'));
    } catch {
      toast.error(t('developerApi.once.copyFailed'));
    }
  };
  return (
    <div className="relative min-w-0">
      <pre
        className="overflow-x-auto rounded-md border border-border bg-muted p-3 pr-12 focus-visible:outline-2 focus-visible:outline-ring font-mono text-xs leading-relaxed"
        tabIndex={0}
        aria-label={label}
        data-testid={testId}
      >
        <code>{code}</code>
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        className="absolute top-2 right-2 inline-flex h-7 w-7 cursor-pointer items-center justify-center rounded-md border border-border bg-background text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t('developers.copy', { what: label })}
      >
        <Copy className="h-3.5 w-3.5" aria-hidden />
      </button>
    </div>
  );
}
