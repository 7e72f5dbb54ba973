import '../../i18n/app-dictionaries';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TICKET_ID_SHOWN, TICKET_STATUSES, type TicketStatus } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, commonErrorMessage } from '../../lib/api';
import NotFoundPage from '../../app/not-found-page';
import { ReplyBox } from '../support/components/reply-box';
import { TicketStatusBadge } from '../support/components/ticket-status-badge';
import { TicketThread } from '../support/components/ticket-thread';
import { useAnswer, useSetStatus, useStaffTicket } from './api';

/** Staff only (issue 16): one ticket, answered as support, its status changed. */
export default function StaffTicketPage() {
  const { t } = useTranslation();
  const id = useParams().ticketId ?? '';
  const { data, isPending, error } = useStaffTicket(id);
  const answer = useAnswer(id);
  const setStatus = useSetStatus(id);
  if (error instanceof ApiError && error.status === 403) return <NotFoundPage />;

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
    <AppShell
      crumbs={[
        { label: t('support.staff.crumb'), to: '/staff' },
        { label: data ? `#${data.id.slice(0, TICKET_ID_SHOWN)}` : '…' },
      ]}
    >
      <div className="min-w-0 space-y-4" data-testid="staff-ticket">
        <Link
          to="/staff"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('support.staff.back')}
        </Link>
        {isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : !data ? (
          <Card className="p-6 text-sm" role="alert">
            {t('support.toast.notFound')}
          </Card>
        ) : (
          <>
            <header className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 break-words text-xl font-bold tracking-tight">
                {data.asunto}
              </h1>
              <TicketStatusBadge status={data.status} />
            </header>
            <Card className="flex flex-wrap items-end gap-4 p-4 text-sm">
              <p className="min-w-0 flex-1 break-words">
                <span className="text-muted-foreground">{t('support.staff.customer')}: </span>
                {data.nombre} · {data.email}
              </p>
              <div className="w-48 space-y-1">
                <label htmlFor="staff-status" className="text-xs font-medium">
                  {t('support.staff.status')}
                </label>
                <Select
                  id="staff-status"
                  value={data.status}
                  disabled={setStatus.isPending}
                  onChange={(event) => changeStatus(event.target.value as TicketStatus)}
                  data-testid="staff-status"
                >
                  {TICKET_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`support.statuses.${status}`)}
                    </option>
                  ))}
                </Select>
              </div>
            </Card>
            <TicketThread messages={data.messages} own="support" />
            {data.status !== 'resolved' && <ReplyBox onSend={send} busy={answer.isPending} />}
          </>
        )}
      </div>
    </AppShell>
  );
}
