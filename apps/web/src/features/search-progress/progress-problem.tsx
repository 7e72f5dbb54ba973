import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** Something the page cannot get past: what happened, why, and where to go next. */
export function ProgressProblem({
  title,
  text,
  tone = 'danger',
  children,
}: {
  title: string;
  text?: ReactNode;
  tone?: 'danger' | 'neutral';
  children?: ReactNode;
}) {
  return (
    <Card
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid="progress-error"
      className={cn('p-6', tone === 'danger' && 'border-destructive/40')}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle
          aria-hidden
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0',
            tone === 'danger' ? 'text-destructive' : 'text-muted-foreground',
          )}
        />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{title}</p>
          {text && <div className="text-sm text-muted-foreground">{text}</div>}
        </div>
      </div>
      {children && <div className="mt-5 flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
