import '../../i18n/app-dictionaries';
import { Gift, Plus, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  OPEN_REFERRAL_CODES_LIMIT,
  REFERRAL_BONUS_CREDITS,
  REFERRAL_REWARD_CREDITS,
  type Referral,
} from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, commonErrorMessage, isClientError } from '../../lib/api';
import { useCreateReferral, useReferrals } from './api/referrals';
import { CodeItem } from './components/code-item';
import { CreateCodeCard } from './components/create-code-card';
import { HowItWorks } from './components/how-it-works';
import { ReferralFaq } from './components/referral-faq';
import { ReferralHistory } from './components/referral-history';
import { StatCards } from './components/stat-cards';

/** Codes in play: open ones to share, and used ones whose friend has yet to confirm. */
const inPlay = (referral: Referral) =>
  referral.status === 'pending' || (referral.status === 'completed' && !referral.blockedReason);

function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3 p-4" data-testid="referrals-loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Spec 001 §2.12: invite friends with codes, follow what they bring (decision 0021). */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useReferrals();
  const create = useCreateReferral();
  const amounts = { reward: REFERRAL_REWARD_CREDITS, bonus: REFERRAL_BONUS_CREDITS };

  function createCode() {
    create.mutate(undefined, {
      onSuccess: () =>
        toast.success(t('referrals.toast.created'), {
          description: t('referrals.toast.createdText'),
        }),
      onError: (error) => {
        // Refused (the cap, a limit): the code could not be created. Otherwise the server
        // could not produce one: the spec's two messages (§8).
        const common = commonErrorMessage(t, error);
        if (error instanceof ApiError && error.code === 'referral_codes_limit') {
          toast.error(t('referrals.toast.createFailed'), {
            description: t('referrals.codes.limit', { limit: OPEN_REFERRAL_CODES_LIMIT }),
          });
        } else if (isClientError(error)) {
          toast.error(t('referrals.toast.createFailed'), { description: common ?? undefined });
        } else {
          toast.error(t('referrals.toast.generateFailed'), {
            description: common ?? t('referrals.toast.retryLater'),
          });
        }
      },
    });
  }

  const codes = data?.referrals.filter(inPlay) ?? [];
  const open = data?.referrals.filter((r) => r.status === 'pending').length ?? 0;
  const atLimit = open >= OPEN_REFERRAL_CODES_LIMIT;

  return (
    <AppShell crumbs={[{ label: t('referrals.crumb') }]}>
      <div className="min-w-0 space-y-6" data-testid="referrals-page">
        <section className="flex items-start gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-accent-foreground sm:p-5">
          <Gift className="mt-1 h-6 w-6 shrink-0" aria-hidden />
          <div className="min-w-0">
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t('referrals.title')}</h1>
            <p className="mt-1 text-sm">{t('referrals.subtitle', amounts)}</p>
          </div>
        </section>

        <StatCards stats={data?.stats} />

        <Card className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="font-semibold">{t('referrals.codes.title')}</h2>
            {codes.length > 0 && (
              <Button
                variant="outline"
                size="sm"
                onClick={createCode}
                disabled={create.isPending || atLimit}
                aria-describedby={atLimit ? 'referral-limit' : undefined}
                data-testid="referral-generate"
              >
                {create.isPending ? (
                  <Spinner className="h-4 w-4" />
                ) : (
                  <Plus className="h-4 w-4" aria-hidden />
                )}
                {create.isPending ? t('referrals.codes.generating') : t('referrals.codes.generate')}
              </Button>
            )}
          </div>
          {atLimit && (
            <p
              id="referral-limit"
              className="border-b border-border px-4 py-2 text-sm text-muted-foreground"
            >
              {t('referrals.codes.limit', { limit: OPEN_REFERRAL_CODES_LIMIT })}
            </p>
          )}
          {isPending ? (
            <SectionSkeleton rows={2} />
          ) : isError && !data ? (
            <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
              <span>{t('referrals.loadError')}</span>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {t('referrals.retry')}
              </Button>
            </div>
          ) : codes.length === 0 ? (
            <CreateCodeCard onCreate={createCode} busy={create.isPending} />
          ) : (
            <ul className="divide-y divide-border" data-testid="referral-codes">
              {codes.map((referral) => (
                <CodeItem key={referral.id} referral={referral} />
              ))}
            </ul>
          )}
        </Card>

        <HowItWorks />

        <Card className="min-w-0">
          <h2 className="border-b border-border px-4 py-3 font-semibold">
            {t('referrals.history.title')}
          </h2>
          {isPending ? (
            <SectionSkeleton rows={3} />
          ) : !data || data.referrals.length === 0 ? (
            <EmptyState
              icon={Ticket}
              title={t('referrals.history.empty')}
              text={t('referrals.history.emptyText')}
            />
          ) : (
            <ReferralHistory referrals={data.referrals} />
          )}
        </Card>

        <ReferralFaq />
      </div>
    </AppShell>
  );
}
