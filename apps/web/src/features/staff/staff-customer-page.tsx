import '../../i18n/app-dictionaries';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { planName, type CustomerDetail } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { currentLocale } from '../../i18n';
import { creditReason } from '../../lib/credit-reason';
import { formatCredits, formatDate, formatDateTime } from '../../lib/format';
import { CreditAdjustForm } from './credit-adjust-form';
import { useCustomer } from './customers-api';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">{title}</h2>
      <div className="p-4">{children}</div>
    </Card>
  );
}

/** The organization's facts: plan, subscription, balance and its split, owner, age. */
function Facts({ org }: { org: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatCredits(value, i18n.language);
  const sub = org.subscription;
  const rows: Array<[string, ReactNode]> = [
    [t('staffCustomers.detail.plan'), planName(org.plan, currentLocale())],
    [
      t('staffCustomers.detail.subscription'),
      sub
        ? [
            `${planName(sub.plan, currentLocale())} · ${sub.status}`,
            sub.currentPeriodEnd &&
              t('staffCustomers.detail.renews', {
                date: formatDate(sub.currentPeriodEnd, i18n.language),
              }),
            sub.cancelAtPeriodEnd && t('staffCustomers.detail.cancelsAtEnd'),
          ]
            .filter(Boolean)
            .join(' · ')
        : t('staffCustomers.detail.noSubscription'),
    ],
    [
      t('staffCustomers.detail.balance'),
      <>
        <span className="font-semibold tabular-nums" data-testid="customer-balance">
          {n(org.credits)}
        </span>{' '}
        <span className="text-muted-foreground">
          (
          {t('staffCustomers.detail.balanceSplit', {
            plan: n(org.planCredits),
            other: n(org.credits - org.planCredits),
          })}
          )
        </span>
      </>,
    ],
    [t('staffCustomers.detail.owner'), org.ownerEmail ?? '—'],
    [t('staffCustomers.detail.created'), formatDate(org.createdAt, i18n.language)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Members({ org }: { org: CustomerDetail }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-border text-sm" data-testid="customer-members">
      {org.memberList.map((member) => (
        <li key={member.email} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span className="min-w-0 [overflow-wrap:anywhere]">{member.email}</span>
          <span className="text-muted-foreground">
            {t(`staffCustomers.detail.roles.${member.role}`)} ·{' '}
            {t(`staffCustomers.detail.memberStatuses.${member.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Searches({ org }: { org: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  if (org.searches.length === 0)
    return <p className="text-sm text-muted-foreground">{t('staffCustomers.detail.noSearches')}</p>;
  return (
    <ul className="divide-y divide-border text-sm" data-testid="customer-searches">
      {org.searches.map((search) => (
        <li key={search.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block [overflow-wrap:anywhere]">{search.query}</span>
            <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">
              {search.location ?? '—'} ·{' '}
              <time dateTime={search.createdAt}>
                {formatDateTime(search.createdAt, i18n.language)}
              </time>
            </span>
          </span>
          <span className="text-xs text-muted-foreground tabular-nums sm:text-right">
            {t(`staffCustomers.detail.searchStatuses.${search.status}`)} ·{' '}
            {t('staffCustomers.detail.searchLeads', {
              leads: formatCredits(search.leads, i18n.language),
              credits: formatCredits(search.creditsUsed, i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Movements({ org }: { org: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  if (org.movements.length === 0)
    return (
      <p className="text-sm text-muted-foreground">{t('staffCustomers.detail.noMovements')}</p>
    );
  return (
    <ul className="divide-y divide-border text-sm" data-testid="customer-movements">
      {org.movements.map((movement) => (
        <li key={movement.id} className="flex items-start justify-between gap-4 py-2">
          <span className="min-w-0">
            <span className="block [overflow-wrap:anywhere]">
              {creditReason(movement, i18n.language)}
            </span>
            <time dateTime={movement.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(movement.createdAt, i18n.language)}
            </time>
          </span>
          <span
            className={
              movement.change > 0
                ? 'shrink-0 font-medium text-success-strong tabular-nums'
                : 'shrink-0 font-medium tabular-nums'
            }
          >
            {movement.change > 0 ? '+' : ''}
            {formatCredits(movement.change, i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Staff only (issue 16): one organization in full, and support's credit adjustments. */
export default function StaffCustomerPage() {
  const { t } = useTranslation();
  const orgId = useParams().orgId ?? '';
  const customer = useCustomer(orgId);
  const org = customer.data;

  return (
    <StaffGate query={customer}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('staffCustomers.lookup.title'), to: '/staff/customers' },
          { label: org?.name ?? '…' },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-customer">
          <StaffNav />
          <Link
            to="/staff/customers"
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('staffCustomers.detail.back')}
          </Link>
          {!org ? (
            customer.isError ? (
              <p role="alert" className="text-sm">
                {t('staffCustomers.detail.loadFailed')}
              </p>
            ) : (
              <Skeleton className="h-40 w-full" />
            )
          ) : (
            <>
              <h1 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">
                {org.name}
              </h1>
              <div className="grid gap-4 lg:grid-cols-2">
                <Section title={t('support.staff.organization')}>
                  <Facts org={org} />
                </Section>
                <Section title={t('staffCustomers.adjust.title')}>
                  <CreditAdjustForm org={org} />
                </Section>
                <Section title={t('staffCustomers.detail.members')}>
                  <Members org={org} />
                </Section>
                <Section title={t('staffCustomers.detail.movements')}>
                  <Movements org={org} />
                </Section>
              </div>
              <Section title={t('staffCustomers.detail.searches')}>
                <Searches org={org} />
              </Section>
            </>
          )}
        </div>
      </AppShell>
    </StaffGate>
  );
}
