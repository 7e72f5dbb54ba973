import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { StaffGate } from '../staff/staff-gate';
import { StaffNav } from '../staff/staff-nav';
import { useContactInbox } from './api/staff-contact';
import { ContactStatusBadge } from './components/contact-status-badge';

/** Staff only (issue 16): the contact form's messages, newest first, new or handled, searched. */
export default function StaffContactPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('new');
  const [q, setQ] = useState('');
  const words = useDebouncedValue(q, 300);
  const inbox = useContactInbox({ status, q: words });
  const { data, isPending, isError, refetch } = inbox;

  let body;
  if (isPending) {
    body = (
      <div className="space-y-3 p-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (isError && !data) {
    body = (
      <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
        <span>{t('contact.staff.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('contact.staff.retry')}
        </Button>
      </div>
    );
  } else if (!data || data.messages.length === 0) {
    body = <EmptyState icon={Inbox} title={t('contact.staff.empty')} />;
  } else {
    body = (
      <ul className="divide-y divide-border">
        {data.messages.map((message) => (
          <li key={message.id}>
            <Link
              to={`/staff/contact/${message.id}`}
              className="flex flex-col gap-1 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 sm:flex-row sm:items-start sm:gap-4"
              data-testid="staff-contact-row"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{message.asunto}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {message.nombre} · {message.email}
                </span>
                <span className="mt-1 line-clamp-2 break-words text-sm text-muted-foreground">
                  {message.preview}
                </span>
              </span>
              <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <ContactStatusBadge status={message.status} />
                <time dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, i18n.language)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <StaffGate query={inbox}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('contact.staff.crumb') },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-contact">
          <StaffNav />
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
              {t('contact.staff.title')}
            </h1>
            {data && data.newCount > 0 && (
              <Badge tone="warning" data-testid="staff-contact-new-count">
                {t('contact.staff.newCount', { count: data.newCount })}
              </Badge>
            )}
          </div>
          <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <Select
              aria-label={t('contact.staff.statusFilter')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              data-testid="staff-contact-status"
            >
              <option value="">
                {t('contact.staff.statusFilter')}: {t('contact.staff.all')}
              </option>
              {CONTACT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`contact.staff.statuses.${value}`)}
                </option>
              ))}
            </Select>
            <Input
              type="search"
              aria-label={t('contact.staff.search')}
              placeholder={t('contact.staff.search')}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
          <Card className="min-w-0">{body}</Card>
        </div>
      </AppShell>
    </StaffGate>
  );
}
