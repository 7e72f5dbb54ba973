import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TICKET_STATUSES, type StaffTicketDetail, type TicketStatus } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { commonErrorMessage } from '../../lib/api';
import { ReplyBox } from '../support/components/reply-box';
import { TicketScreen } from '../support/components/ticket-screen';
import { TicketThread } from '../support/components/ticket-thread';
import { customerPlan } from './customer-plan';
import { useAnswer, useSetStatus, useStaffTicket } from './api';
import { StaffGate } from './staff-gate';

/** Who wrote the ticket: the account's address beside the one typed, and where they work. */
function CustomerCard({ ticket }: { ticket: StaffTicketDetail }) {
  const { t } = useTranslation();
  const { customer } = ticket;
  return (
    <dl className="grid min-w-0 gap-x-4 gap-y-1 text-sm sm:flex-1 sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">{t('support.staff.customer')}</dt>
      <dd className="min-w-0 break-words" data-testid="staff-customer">
        {ticket.nombre} · {customer.accountEmail ?? '—'}
        {customer.accountEmail !== ticket.email && (
          <span className="text-muted-foreground">
            {' '}
            ({t('support.staff.typedEmail', { email: ticket.email })})
          </span>
        )}
      </dd>
      <dt className="text-muted-foreground">{t('support.staff.organization')}</dt>
      <dd className="min-w-0 break-words" data-testid="staff-organization">
        {customer.orgId ? (
          <Link
            to={`/staff/customers/${customer.orgId}`}
            className="text-primary underline-offset-4 hover:underline"
            data-testid="staff-organization-link"
          >
            {customer.organization}
          </Link>
        ) : (
          (customer.organization ?? '—')
        )}
        {customer.plan && ` · ${customerPlan(t, customer)}`}
      </dd>
    </dl>
  );
}

/** Staff only (issue 16): one ticket, answered as support, its status changed. */
export default function StaffTicketPage() {
  const { t } = useTranslation();
  const id = useParams().ticketId ?? '';
  const ticket = useStaffTicket(id);
  const answer = useAnswer(id);
  const setStatus = useSetStatus(id);
  // The status to save: a select moved with the keyboard changes nothing until saved.
  const [status, setChosen] = useState<TicketStatus | null>(null);

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
  const save = (next: TicketStatus) =>
    setStatus.mutate(next, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t('support.staff.saved'));
      },
      onError: failed,
    });

  return (
    <StaffGate query={ticket}>
      <TicketScreen
        root={{ label: t('support.staff.crumb'), to: '/staff' }}
        back={t('support.staff.back')}
        testId="staff-ticket"
        ticket={ticket}
      >
        {(data) => {
          const chosen = status ?? data.status;
          return (
            <>
              <Card className="grid gap-4 p-4 sm:flex sm:flex-wrap sm:items-end">
                <CustomerCard ticket={data as StaffTicketDetail} />
                <div className="flex items-end gap-2">
                  <div className="w-44">
                    <SelectField
                      id="staff-status"
                      label={t('support.staff.status')}
                      value={chosen}
                      onValueChange={(value) => setChosen(value as TicketStatus)}
                      options={TICKET_STATUSES.map((value) => ({
                        value,
                        label: t(`support.statuses.${value}`),
                      }))}
                      data-testid="staff-status"
                    />
                  </div>
                  <Button
                    variant="outline"
                    onClick={() => save(chosen)}
                    disabled={chosen === data.status || setStatus.isPending}
                    data-testid="staff-status-save"
                  >
                    {t('support.staff.saveStatus')}
                  </Button>
                </div>
              </Card>
              <TicketThread messages={data.messages} own="support" />
              {data.status === 'resolved' ? (
                <p className="rounded-md bg-muted px-4 py-3 text-sm">
                  {t('support.staff.resolved')}
                </p>
              ) : (
                <ReplyBox onSend={send} busy={answer.isPending} />
              )}
            </>
          );
        }}
      </TicketScreen>
    </StaffGate>
  );
}
