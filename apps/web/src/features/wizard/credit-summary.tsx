import type { ReactNode } from 'react';
import { AlertTriangle, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  balanceAfter,
  COMPLEX_FILTER_SURCHARGE,
  leadsAffordable,
  type SearchEstimate,
} from '@leadatlas/shared';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatCredits, formatNumber } from '../../lib/format';

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          strong ? 'text-base font-semibold' : 'font-medium',
        )}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Panel({ orgName, children }: { orgName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="p-4 text-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <Coins className="h-4 w-4 text-primary" aria-hidden />
          {t('wizard.credits.title')}
        </h2>
        <span className="truncate text-xs text-muted-foreground">
          {t('wizard.credits.organization', { name: orgName })}
        </span>
      </div>
      {children}
    </Card>
  );
}

/** Step 3: the real balance, the live cost per lead and what the usual search would hold. */
export function FieldsCreditPanel({
  estimate,
  balance,
  orgName,
}: {
  estimate: SearchEstimate;
  balance: number;
  orgName: string;
}) {
  const { t, i18n } = useTranslation();
  const credits = (value: number) => formatCredits(value, i18n.language);
  return (
    <Panel orgName={orgName}>
      <dl className="divide-y divide-border">
        <Row label={t('wizard.credits.balance')} value={credits(balance)} testId="wizard-balance" />
        <Row
          label={t('wizard.credits.costPerLead')}
          value={credits(estimate.creditsPerLead)}
          testId="cost-per-lead"
          strong
        />
        <Row
          label={t('wizard.credits.estimateFor', {
            leads: formatNumber(estimate.estimatedLeads, i18n.language),
          })}
          value={credits(estimate.totalCredits)}
        />
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {t('wizard.credits.affordable', {
          leads: formatNumber(leadsAffordable(balance, estimate.creditsPerLead), i18n.language),
        })}
      </p>
      <p className="mt-1 min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {estimate.hasComplexFilters &&
          t('wizard.credits.includesSurcharge', {
            credits: credits(COMPLEX_FILTER_SURCHARGE),
          })}
      </p>
    </Panel>
  );
}

/**
 * Step 4: price per lead, leads, the total the search holds, the balance before and after.
 * `estimate` is null while the number of leads is not valid.
 */
export function CreditSummary({
  estimate,
  balance,
  orgName,
  shortfallActions,
}: {
  estimate: SearchEstimate | null;
  balance: number;
  orgName: string;
  /** When the balance is short: the ways on (buy credits, fewer leads). */
  shortfallActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const credits = (value: number) => formatCredits(value, i18n.language);
  const dash = '—';
  const short = estimate !== null && balance < estimate.totalCredits;
  return (
    <Panel orgName={orgName}>
      <dl className="divide-y divide-border">
        <Row
          label={t('wizard.credits.costPerLead')}
          value={estimate ? credits(estimate.creditsPerLead) : dash}
          testId="cost-per-lead"
        />
        <Row
          label={t('wizard.credits.leads')}
          value={estimate ? formatNumber(estimate.estimatedLeads, i18n.language) : dash}
        />
        <Row
          label={t('wizard.credits.total')}
          value={estimate ? credits(estimate.totalCredits) : dash}
          testId="estimate-total"
          strong
        />
        <Row label={t('wizard.credits.balance')} value={credits(balance)} testId="wizard-balance" />
        <Row
          label={t('wizard.credits.after')}
          value={estimate ? credits(balanceAfter(balance, estimate.totalCredits)) : dash}
        />
      </dl>
      {short && (
        <p
          role="alert"
          data-testid="credit-warning"
          className="mt-3 flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-xs font-medium text-destructive"
        >
          <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          {t('searches.errors.localCredits', {
            n: credits(estimate.totalCredits),
            m: credits(balance),
          })}
        </p>
      )}
      {short && shortfallActions}
      <p className="mt-3 text-xs text-muted-foreground">{t('wizard.credits.chargeNote')}</p>
    </Panel>
  );
}

/**
 * The credit panel in one line for phones: a few figures and a link down to the full panel.
 * `short`: the balance does not cover the search (red, and the link leads to the ways on).
 */
export function CompactCreditBar({
  figures,
  short = false,
  targetId,
}: {
  figures: Array<{ label: string; value: string; testId?: string }>;
  short?: boolean;
  targetId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 text-xs" data-testid="credit-bar">
      <dl className="flex min-w-0 flex-wrap gap-x-4 gap-y-0.5">
        {figures.map((figure) => (
          <div key={figure.label} className="flex gap-1">
            <dt className="text-muted-foreground">{figure.label}</dt>
            <dd
              className={cn('font-semibold tabular-nums', short && 'text-destructive-strong')}
              data-testid={figure.testId}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={`#${targetId}`}
        className={cn(
          'shrink-0 font-medium underline underline-offset-2',
          short ? 'text-destructive-strong' : 'text-primary',
        )}
      >
        {short ? t('wizard.credits.seeOptions') : t('wizard.credits.details')}
      </a>
    </div>
  );
}
