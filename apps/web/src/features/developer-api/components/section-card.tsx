import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** A titled block of the API tab (keys, webhook endpoints) with its main action at the right. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  text,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5" data-testid={id}>
      <section aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
            <Icon className="h-4 w-4 shrink-0" aria-hidden />
            {title}
          </h2>
          {action}
        </div>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{text}</p>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
