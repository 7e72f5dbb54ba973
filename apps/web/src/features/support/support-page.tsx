import '../../i18n/app-dictionaries';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ticketPrefillOf } from '../../lib/support-link';
import { displayName, useSession } from '../session/use-session';
import { useTickets } from './api/tickets';
import { FaqSection } from './components/faq-section';
import { NewTicketForm } from './components/new-ticket-form';
import { TicketList } from './components/ticket-list';
import { LoadState } from '../../components/ui/load-state';

/** Spec 001 §2.10: a new ticket form, the user's own tickets and the FAQ. */
export default function SupportPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const { data, isPending, isError, refetch } = useTickets();
  const [params] = useSearchParams();

  return (
    <AppShell crumbs={[{ label: t('support.crumb') }]}>
      <div className="min-w-0 space-y-6" data-testid="support-page">
        <section className="flex items-start gap-3">
          <LifeBuoy className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0">
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t('support.title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('support.subtitle')}</p>
          </div>
        </section>
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          {me ? (
            <NewTicketForm
              name={displayName(me, '')}
              email={me.user.email}
              prefill={ticketPrefillOf(params)}
            />
          ) : (
            <Skeleton className="h-96 w-full" />
          )}
          <div className="min-w-0 space-y-6 self-start">
            <Card className="min-w-0">
              <h2 className="border-b border-border px-4 py-3 font-semibold">
                {t('support.list.title')}
              </h2>
              <LoadState
                message={t('support.list.loadError')}
                isPending={isPending}
                failed={isError && !data}
                onRetry={() => void refetch()}
              >
                <TicketList tickets={data?.tickets ?? []} />
              </LoadState>
            </Card>
            <FaqSection />
          </div>
        </div>
      </div>
    </AppShell>
  );
}
