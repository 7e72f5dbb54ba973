import { Coins, Hourglass, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferralStats } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCredits, formatNumber } from '../../../lib/format';

function Stat(props: {
  label: string;
  hint: string;
  icon: LucideIcon;
  value: string | null;
  testId: string;
}) {
  const Icon = props.icon;
  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
        <span className="min-w-0 leading-tight">{props.label}</span>
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
      </div>
      <div className="mt-2 truncate text-3xl font-bold tabular-nums" data-testid={props.testId}>
        {props.value ?? <Skeleton className="h-9 w-16" />}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>
    </Card>
  );
}

/** Friends invited, credits earned, credits pending (spec 001 §2.12; decision 0021). */
export function StatCards({ stats }: { stats: ReferralStats | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <Stat
        label={t('referrals.stats.friendsInvited')}
        hint={t('referrals.stats.friendsInvitedHint')}
        icon={UserPlus}
        testId="referrals-friends"
        value={stats ? formatNumber(stats.friendsInvited, lang) : null}
      />
      <Stat
        label={t('referrals.stats.creditsEarned')}
        hint={t('referrals.stats.creditsEarnedHint')}
        icon={Coins}
        testId="referrals-earned"
        value={stats ? formatCredits(stats.creditsEarned, lang) : null}
      />
      <Stat
        label={t('referrals.stats.creditsPending')}
        hint={t('referrals.stats.creditsPendingHint')}
        icon={Hourglass}
        testId="referrals-pending"
        value={stats ? formatCredits(stats.creditsPending, lang) : null}
      />
    </div>
  );
}
