import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One card of the account page: an icon, a heading (its accessible name) and its content. */
export function AccountCard({
  id,
  icon: Icon,
  title,
  description,
  children,
  className,
  tone = 'default',
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  tone?: 'default' | 'danger';
}) {
  return (
    <Card
      className={cn('min-w-0 p-5', tone === 'danger' && 'border-destructive/40', className)}
      aria-labelledby={`${id}-title`}
      role="region"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <Icon
          className={cn(
            'h-5 w-5 shrink-0',
            tone === 'danger' ? 'text-destructive' : 'text-primary',
          )}
          aria-hidden
        />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
