import '../../i18n/app-dictionaries';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TICKET_STATUSES, type TicketStatus } from '@leadatlas/shared';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { ApiError, commonErrorMessage } from '../../lib/api';
import NotFoundPage from '../../app/not-found-page';
import { ReplyBox } from '../support/components/reply-box';
import { TicketScreen } from '../support/components/ticket-screen';
import { TicketThread } from '../support/components/ticket-thread';
import { useAnswer, useSetStatus, useStaffTicket } from './api';

/** Staff only (issue 16): one ticket, answered as support, its status changed. */
export default function StaffTicketPage() {
  const { t } = useTranslation();
  const id = useParams().ticketId ?? '';
  const ticket = useStaffTicket(id);
  const answer = useAnswer(id);
  const setStatus = useSetStatus(id);
  if (ticket.error instanceof ApiError && ticket.error.status === 403) return <NotFoundPage />;

  const failed = (failure: unknown) =>
    toast.error(t('support.toast.sendFailed'), {
      description: commonErrorMessage(t, failure) ?? undefined,
    });
  const send = (mensaje: string) =>
    answer.mutateAsync(mensaje).then(
      () => toast.success(t('support.staff.answered')),
      (failure: unknown) => {
        failed(failure);
        throw failure;
      },
    );
  const changeStatus = (status: TicketStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(t('support.staff.saved')),
      onError: failed,
    });

  return (
    <TicketScreen
      root={{ label: t('support.staff.crumb'), to: '/staff' }}
      back={t('support.staff.back')}
      testId="staff-ticket"
      ticket={ticket}
    >
      {(data) => (
        <>
          <Card className="flex flex-wrap items-end gap-4 p-4 text-sm">
            <p className="min-w-0 flex-1 break-words">
              <span className="text-muted-foreground">{t('support.staff.customer')}: </span>
              {data.nombre} · {data.email}
            </p>
            <div className="w-48">
              <SelectField
                id="staff-status"
                label={t('support.staff.status')}
                value={data.status}
                disabled={setStatus.isPending}
                onValueChange={(value) => changeStatus(value as TicketStatus)}
                options={TICKET_STATUSES.map((status) => ({
                  value: status,
                  label: t(`support.statuses.${status}`),
                }))}
                data-testid="staff-status"
              />
            </div>
          </Card>
          <TicketThread messages={data.messages} own="support" />
          {data.status !== 'resolved' && <ReplyBox onSend={send} busy={answer.isPending} />}
        </>
      )}
    </TicketScreen>
  );
}
