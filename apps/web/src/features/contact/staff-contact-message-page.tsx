import '../../i18n/app-dictionaries';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContactMessageDetail } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { commonErrorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { StaffGate } from '../staff/staff-gate';
import { StaffNav } from '../staff/staff-nav';
import { useContactMessage, useSetContactStatus } from './api/staff-contact';
import { ContactStatusBadge } from './components/contact-status-badge';

/** Staff's own mail client answers: to the sender, the subject as a reply. */
function replyLink(message: ContactMessageDetail): string {
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${message.asunto}`)}`;
}

function MessageView({ message }: { message: ContactMessageDetail }) {
  const { t, i18n } = useTranslation();
  const setStatus = useSetContactStatus(message.id);
  const handled = message.status === 'handled';
  const toggle = () =>
    setStatus.mutate(handled ? 'new' : 'handled', {
      onSuccess: () =>
        toast.success(t(handled ? 'contact.staff.unmarked' : 'contact.staff.marked')),
      onError: (error) =>
        toast.error(t('contact.staff.markFailed'), {
          description: commonErrorMessage(t, error) ?? undefined,
        }),
    });
  return (
    <>
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 break-words text-xl font-bold tracking-tight">{message.asunto}</h1>
        <ContactStatusBadge status={message.status} />
      </header>
      <Card className="min-w-0 space-y-4 p-4">
        <dl className="grid min-w-0 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t('contact.staff.from')}</dt>
          <dd className="min-w-0 break-words" data-testid="staff-contact-from">
            {message.nombre} · {message.email}
          </dd>
          <dt className="text-muted-foreground">{t('contact.staff.account')}</dt>
          <dd className="min-w-0 break-words">
            {message.accountEmail ?? t('contact.staff.visitor')}
          </dd>
          <dt className="text-muted-foreground">{t('contact.staff.language')}</dt>
          <dd>{message.locale}</dd>
          <dt className="text-muted-foreground">{t('contact.staff.received')}</dt>
          <dd>
            <time dateTime={message.createdAt}>
              {formatDateTime(message.createdAt, i18n.language)}
            </time>
            {message.handledAt && (
              <span className="text-muted-foreground">
                {' · '}
                {t('contact.staff.handledAt', {
                  date: formatDateTime(message.handledAt, i18n.language),
                })}
              </span>
            )}
          </dd>
        </dl>
        <p
          className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-4 text-sm"
          data-testid="staff-contact-body"
        >
          {message.mensaje}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={replyLink(message)} className={buttonClass('primary')}>
            <Mail className="h-4 w-4" aria-hidden />
            {t('contact.staff.reply')}
          </a>
          <Button
            variant="outline"
            onClick={toggle}
            disabled={setStatus.isPending}
            data-testid="staff-contact-toggle"
          >
            {handled ? t('contact.staff.markNew') : t('contact.staff.markHandled')}
          </Button>
        </div>
      </Card>
    </>
  );
}

/** Staff only (issue 16): one contact-form message, answered by email and marked handled. */
export default function StaffContactMessagePage() {
  const { t } = useTranslation();
  const id = useParams().messageId ?? '';
  const message = useContactMessage(id);
  const { data, isPending } = message;
  return (
    <StaffGate query={message}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('contact.staff.crumb'), to: '/staff/contact' },
          { label: data?.asunto ?? '…' },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-contact-message">
          <StaffNav />
          <Link
            to="/staff/contact"
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('contact.staff.back')}
          </Link>
          {isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : data ? (
            <MessageView message={data} />
          ) : (
            <Card className="p-6 text-sm" role="alert">
              {t('contact.staff.loadError')}
            </Card>
          )}
        </div>
      </AppShell>
    </StaffGate>
  );
}
