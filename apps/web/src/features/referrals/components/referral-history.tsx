import { useTranslation } from 'react-i18next';
import { REFERRAL_REWARD_CREDITS, type Referral } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { formatCredits, formatDate, formatSignedCredits } from '../../../lib/format';
import { StatusBadge } from './status-badge';

/** What a code brought: +100 once rewarded, 100 pending while the friend has not confirmed. */
function CreditsCell({ referral }: { referral: Referral }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (referral.status === 'rewarded') {
    return (
      <Badge tone="success" className="tabular-nums">
        {formatSignedCredits(referral.credits, lang)}
      </Badge>
    );
  }
  if (referral.status === 'completed' && !referral.blockedReason) {
    return (
      <span className="text-muted-foreground tabular-nums">
        {t('referrals.history.creditsPending', {
          credits: formatCredits(REFERRAL_REWARD_CREDITS, lang),
        })}
      </span>
    );
  }
  if (referral.blockedReason) return <span className="tabular-nums">0</span>;
  return <span className="text-muted-foreground">{t('referrals.history.none')}</span>;
}

/** Every code, newest first: code, status (and why a used one paid nothing), date, credits. */
export function ReferralHistory({ referrals }: { referrals: readonly Referral[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="referral-history">
        <thead className="text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('referrals.history.columns.code')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('referrals.history.columns.status')}
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              {t('referrals.history.columns.created')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('referrals.history.columns.credits')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {referrals.map((referral) => {
            const created = formatDate(referral.createdAt, lang);
            return (
              <tr key={referral.id} data-testid="referral-row" data-code={referral.code}>
                <td className="py-2.5 pr-2 pl-4 align-top">
                  <span className="font-mono font-semibold tracking-wider">{referral.code}</span>
                  <time
                    dateTime={referral.createdAt}
                    className="mt-0.5 block text-xs text-muted-foreground sm:hidden"
                  >
                    {created}
                  </time>
                </td>
                <td className="px-2 py-2.5 align-top">
                  <StatusBadge status={referral.status} />
                  {referral.blockedReason && (
                    <p
                      className="mt-1 text-xs [overflow-wrap:anywhere] text-muted-foreground"
                      data-testid="referral-blocked"
                    >
                      {t('referrals.blocked.label', {
                        reason: t(`referrals.blocked.${referral.blockedReason}`),
                      })}
                    </p>
                  )}
                </td>
                <td className="hidden px-2 py-2.5 align-top whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={referral.createdAt}>{created}</time>
                </td>
                <td
                  className="py-2.5 pr-4 pl-2 text-right align-top whitespace-nowrap"
                  data-testid="referral-credits"
                >
                  <CreditsCell referral={referral} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
