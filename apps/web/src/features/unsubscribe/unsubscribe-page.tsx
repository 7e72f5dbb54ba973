/**
 * /unsubscribe/:token (decision 0018): the page an email's unsubscribe link opens. Public, no
 * session: it says what the link unsubscribes (the address masked) and confirms with one
 * button; a link that is not ours says so. Mail providers post the same token to the API
 * themselves (List-Unsubscribe-Post), without this page.
 */
import '../../i18n/app-dictionaries';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckCircle2, LifeBuoy, Link2Off, MailX, RotateCcw } from 'lucide-react';
import type { UnsubscribeStatus } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Footer } from '../../components/layout/footer';
import { commonErrorMessage, isClientError } from '../../lib/api';
import { useUnsubscribe, useUnsubscribeStatus } from './api/unsubscribe';

export default function UnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-6 sm:py-10">
        <UnsubscribeContent token={token} />
      </main>
      <Footer variant="minimal" />
    </div>
  );
}

function UnsubscribeContent({ token }: { token: string }) {
  const { t } = useTranslation();
  const status = useUnsubscribeStatus(token);
  const confirm = useUnsubscribe(token);

  if (status.isPending) return <LoadingCard />;
  // Forged, cut or altered (400), or for somebody no longer on file (404): the same answer.
  if (isClientError(status.error) || isClientError(confirm.error)) return <InvalidCard />;
  if (status.isError) {
    return (
      <Panel icon={<MailX className="text-destructive" />} title={t('unsubscribe.title')}>
        <p className="text-muted-foreground" role="alert">
          {commonErrorMessage(t, status.error) ?? t('unsubscribe.loadError')}
        </p>
        <Actions>
          <Button onClick={() => void status.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('unsubscribe.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }

  const { kind, email, unsubscribed } = status.data;
  const list = t(`unsubscribe.lists.${kind}`);
  if (unsubscribed) {
    return (
      <Panel
        icon={<CheckCircle2 className="text-success" />}
        title={t('unsubscribe.doneTitle')}
        testId="unsubscribe-done"
      >
        <p>{t('unsubscribe.doneText', { list, email })}</p>
        <Keeps kind={kind} />
        <Actions>
          <LinkButton to="/">{t('unsubscribe.home')}</LinkButton>
        </Actions>
      </Panel>
    );
  }

  return (
    <Panel icon={<MailX className="text-primary" />} title={t('unsubscribe.title')}>
      <p>{t('unsubscribe.confirmText', { list, email })}</p>
      <Keeps kind={kind} />
      <Actions>
        <Button
          onClick={() =>
            confirm.mutate(undefined, {
              onError: (error) => {
                if (!isClientError(error)) {
                  toast.error(commonErrorMessage(t, error) ?? t('unsubscribe.failed'));
                }
              },
            })
          }
          disabled={confirm.isPending}
          data-testid="unsubscribe-confirm"
        >
          {confirm.isPending ? t('unsubscribe.confirming') : t('unsubscribe.confirm')}
        </Button>
      </Actions>
    </Panel>
  );
}

function Keeps({ kind }: { kind: UnsubscribeStatus['kind'] }) {
  const { t } = useTranslation();
  return <p className="mt-2 text-sm text-muted-foreground">{t(`unsubscribe.keeps.${kind}`)}</p>;
}

function InvalidCard() {
  const { t } = useTranslation();
  return (
    <Panel
      icon={<Link2Off className="text-destructive" />}
      title={t('unsubscribe.invalidTitle')}
      testId="unsubscribe-invalid"
    >
      <p className="text-muted-foreground" role="alert">
        {t('unsubscribe.invalidText')}
      </p>
      <Actions>
        <LinkButton to="/" variant="primary">
          {t('unsubscribe.home')}
        </LinkButton>
        {/* Whoever got the email may have no account: the public contact form, not the desk. */}
        <LinkButton to="/contact" data-testid="unsubscribe-contact">
          <LifeBuoy className="h-4 w-4" aria-hidden />
          {t('unsubscribe.contact')}
        </LinkButton>
      </Actions>
    </Panel>
  );
}

function LoadingCard() {
  const { t } = useTranslation();
  return (
    <Card className="p-6 sm:p-8" role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="mx-auto h-12 w-12 rounded-full" />
      <Skeleton className="mx-auto mt-4 h-7 w-48" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mx-auto mt-6 h-10 w-40" />
    </Card>
  );
}

function Panel({
  icon,
  title,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 text-center sm:p-8" data-testid={testId}>
      <div className="mx-auto flex h-12 w-12 items-center justify-center [&>svg]:h-12 [&>svg]:w-12">
        {icon}
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 break-words">{children}</div>
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{children}</div>;
}
