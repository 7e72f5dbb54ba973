import type { Lead } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { LeadEmail } from '../../components/lead-email';
import { displayHost, safeHttpUrl } from '../../lib/safe-url';
import { formatNumber } from '../../lib/format';

/** The newest leads as they are stored: a compact table that scrolls inside its card. */
export function LiveLeadsTable({ leads, total }: { leads: Lead[]; total: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="live-leads-title" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h2 id="live-leads-title" className="text-base font-semibold">
          {t('progress.live.title')}
        </h2>
        {leads.length > 0 && (
          <p className="text-xs text-muted-foreground">
            {t('progress.live.caption', {
              shown: formatNumber(leads.length, i18n.language),
              total: formatNumber(total, i18n.language),
            })}
          </p>
        )}
      </div>
      <div className="relative mt-3 overflow-x-auto">
        <table data-testid="live-leads" className="w-full min-w-[720px] text-left text-sm">
          <thead className="border-y border-border bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted px-4 py-2 font-medium">
                {t('progress.live.columns.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('progress.live.columns.phone')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('progress.live.columns.website')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('progress.live.columns.email')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('progress.live.columns.city')}
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-muted-foreground">
                  {t('progress.live.empty')}
                </td>
              </tr>
            ) : (
              leads.map((lead) => <LiveLeadRow key={lead.id} lead={lead} />)
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LiveLeadRow({ lead }: { lead: Lead }) {
  const website = safeHttpUrl(lead.website);
  return (
    <tr className="border-b border-border last:border-0" data-testid="live-lead">
      <th
        scope="row"
        className="sticky left-0 max-w-[14rem] truncate bg-card px-4 py-2 font-medium"
        title={lead.businessName}
      >
        {lead.businessName}
      </th>
      <td className="whitespace-nowrap px-3 py-2">{lead.phone ?? '—'}</td>
      <td className="max-w-[12rem] truncate px-3 py-2">
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary hover:underline"
          >
            {displayHost(website)}
          </a>
        ) : (
          '—'
        )}
      </td>
      <td className="max-w-[16rem] px-3 py-2">
        <LeadEmail lead={lead} compact />
      </td>
      <td className="whitespace-nowrap px-3 py-2">{lead.city ?? '—'}</td>
    </tr>
  );
}
