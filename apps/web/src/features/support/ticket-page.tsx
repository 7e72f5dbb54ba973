import '../../i18n/app-dictionaries';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TICKET_ID_SHOWN } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, commonErrorMessage } from '../../lib/api';
import { useReplyToTicket, useTicket } from './api/tickets';
import { ReplyBox } from './components/reply-box';
import { TicketThread } from './components/ticket-thread';
import { TicketStatusBadge } from './components/ticket-status-badge';

/** Spec 001 §2.11: the thread oldest first, a reply box while the ticket is not resolved. */
export default function TicketPage() {
  const { t } = useTranslation();
  const id = useParams().ticketId ?? '';
  const { data, isPending, error } = useTicket(id);
  const reply = useReplyToTicket(id);

  const send = (mensaje: string) =>
    reply.mutateAsync(mensaje).then(
      () => toast.success(t('support.toast.sent')),
      (failure: unknown) => {
        toast.error(t('support.toast.sendFailed'), {
          description: commonErrorMessage(t, failure) ?? undefined,
        });
        throw failure;
      },
    );

  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <AppShell
      crumbs={[
        { label: t('support.crumb'), to: '/support' },
        { label: data ? `#${data.id.slice(0, TICKET_ID_SHOWN)}` : '…' },
      ]}
    >
      <div className="min-w-0 space-y-4" data-testid="ticket-page">
        <Link
          to="/support"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('support.ticket.back')}
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
            <TicketThread messages={data.messages} own="user" />
            {data.status === 'resolved' ? (
              <p className="rounded-md bg-muted px-4 py-3 text-sm" data-testid="ticket-resolved">
                {t('support.ticket.resolved')}
              </p>
            ) : (
              <ReplyBox onSend={send} busy={reply.isPending} />
            )}
          </>
        )}
      </div>
    </AppShell>
  );
}
