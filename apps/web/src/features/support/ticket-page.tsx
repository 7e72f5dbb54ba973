import '../../i18n/app-dictionaries';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, commonErrorMessage } from '../../lib/api';
import { useReplyToTicket, useTicket } from './api/tickets';
import { ReplyBox } from './components/reply-box';
import { TicketScreen } from './components/ticket-screen';
import { TicketThread } from './components/ticket-thread';

/** Spec 001 §2.11: the thread oldest first, a reply box while the ticket is not resolved. */
export default function TicketPage() {
  const { t } = useTranslation();
  const id = useParams().ticketId ?? '';
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);

  const send = (mensaje: string) =>
    reply.mutateAsync(mensaje).then(
      () => toast.success(t('support.toast.sent')),
      (failure: unknown) => {
        const resolved = failure instanceof ApiError && failure.code === 'ticket_resolved';
        toast.error(t('support.toast.sendFailed'), {
          description: resolved
            ? t('support.toast.resolvedMeanwhile')
            : (commonErrorMessage(t, failure) ?? undefined),
        });
        throw failure;
      },
    );

  return (
    <TicketScreen
      root={{ label: t('support.crumb'), to: '/support' }}
      back={t('support.ticket.back')}
      testId="ticket-page"
      ticket={ticket}
    >
      {(data) => (
        <>
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
    </TicketScreen>
  );
}
