import type { ReactNode } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from './button';

export interface ShownOnceLabels {
  copy: string;
  copied: string;
  copyFailed: string;
  /** The plain "you will not see it again". */
  warning: string;
  done: string;
}

/**
 * A secret the server keeps only hashed or sealed (an API key, a signing secret), shown this
 * once: the value, a copy button, what it is for, and a plain warning. Test ids are
 * `<prefix>-value`, `<prefix>-copy` and `<prefix>-done`.
 */
export function ShownOnce({
  title,
  value,
  labels,
  children,
  onDone,
  testIdPrefix = 'shown-once',
  'data-testid': testId,
}: {
  title: string;
  value: string;
  labels: ShownOnceLabels;
  /** What the secret is for, under the value. */
  children?: ReactNode;
  onDone: () => void;
  testIdPrefix?: string;
  'data-testid'?: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
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
          data-testid={`${testIdPrefix}-value`}
        >
          {value}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          data-testid={`${testIdPrefix}-copy`}
        >
          <Copy className="h-4 w-4" aria-hidden />
          {labels.copy}
        </Button>
      </div>
      {children}
      <p role="note" className="text-sm font-semibold text-warning-strong">
        {labels.warning}
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone} data-testid={`${testIdPrefix}-done`}>
          {labels.done}
        </Button>
      </div>
    </div>
  );
}
