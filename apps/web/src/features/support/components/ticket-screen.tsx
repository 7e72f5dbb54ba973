import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shownTicketId, type TicketDetail } from '@leadatlas/shared';
import { AppShell } from '../../../components/layout/app-shell';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * The frame of one ticket, for its customer and for staff: crumbs, the way back, the subject
 * and status, or why the ticket cannot be shown; the conversation goes in `children`.
 */
export function TicketScreen({
  root,
  back,
  testId,
  ticket,
  children,
}: {
  root: { label: string; to: string };
  back: string;
  testId: string;
  ticket: { data: TicketDetail | undefined; isPending: boolean; error: unknown };
  children: (ticket: TicketDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = ticket;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <AppShell crumbs={[root, { label: data ? shownTicketId(data.id) : '…' }]}>
      <div className="min-w-0 space-y-4" data-testid={testId}>
        <Link
          to={root.to}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {back}
        </Link>
        {isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : !data ? (
          <Card className="p-6 text-sm" role="alert">
            {missing ? t('support.toast.notFound') : t('support.toast.loadFailed')}
          </Card>
        ) : (
          <>
            <header className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 break-words text-xl font-bold tracking-tight">
                {data.asunto}
              </h1>
              <TicketStatusBadge status={data.status} />
            </header>
            {children(data)}
          </>
        )}
      </div>
    </AppShell>
  );
}
