/**
 * /feedback and /survey (spec 001 §2.1, §2.14): a public page whose answer needs an account.
 * A visitor is asked to sign in (and comes back here); a signed-in user who answered in the
 * last 30 days sees when they may answer again; anyone else gets the form, then thanks.
 */
import '../../i18n/app-dictionaries';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Footer } from '../../components/layout/footer';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSession } from '../session/use-session';
import { useFeedbackStatus } from './api';
import { SignInPrompt } from './components/sign-in-prompt';
import { SurveyDone } from './components/survey-done';
import { SurveyForm } from './components/survey-form';

/** Public like the payment outcomes: the app's shell when signed in, the minimal one if not. */
function SurveyLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  // Signed out, the page lines up with the minimal header, as the legal pages do.
  const body = (
    <div className={cn('space-y-4 py-2 sm:py-6', signedIn && 'mx-auto max-w-2xl')}>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('feedback.title')}</h1>
        <p className="text-muted-foreground">{t('feedback.intro')}</p>
      </header>
      {children}
    </div>
  );
  if (signedIn) return <AppShell>{body}</AppShell>;
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-12">
        {body}
      </main>
      <Footer variant="minimal" />
    </div>
  );
}

function SignedInSurvey() {
  const { t } = useTranslation();
  const status = useFeedbackStatus(true);
  const [sent, setSent] = useState<FeedbackStatus | null>(null);
  if (sent) return <SurveyDone status={sent} justSent />;
  if (status.isPending) {
    return (
      <Card className="space-y-4 p-6" aria-busy>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6" role="alert">
        <p>{t('feedback.loadError')}</p>
        <Button variant="outline" onClick={() => void status.refetch()}>
          {t('feedback.retry')}
        </Button>
      </Card>
    );
  }
  if (!status.data.canAnswer) return <SurveyDone status={status.data} justSent={false} />;
  return <SurveyForm onAnswered={setSent} />;
}

export default function FeedbackPage() {
  const { data: me, isPending } = useSession();
  if (isPending) return <FullScreenSpinner />;
  return (
    <SurveyLayout signedIn={Boolean(me)}>{me ? <SignedInSurvey /> : <SignInPrompt />}</SurveyLayout>
  );
}
