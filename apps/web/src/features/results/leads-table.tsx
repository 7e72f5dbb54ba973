import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Lead } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { LeadEmail } from '../../components/lead-email';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import {
  ContactCell,
  LinkedinCell,
  PhoneCell,
  RatingCell,
  RevenueCell,
  SocialsCell,
  TextCell,
  WebsiteCell,
} from './lead-cells';
import type { OptionalColumn } from './optional-columns';
import type { LeadSelection } from './use-lead-selection';

interface Column {
  id: string;
  cell: (lead: Lead) => ReactNode;
  skeleton: string;
}

const BASE_COLUMNS: Column[] = [
  { id: 'phone', cell: (lead) => <PhoneCell phone={lead.phone} />, skeleton: 'w-24' },
  { id: 'website', cell: (lead) => <WebsiteCell website={lead.website} />, skeleton: 'w-28' },
  {
    id: 'email',
    cell: (lead) => (
      <span className="block max-w-[12rem]">
        <LeadEmail lead={lead} />
      </span>
    ),
    skeleton: 'w-36',
  },
  { id: 'contact', cell: (lead) => <ContactCell lead={lead} />, skeleton: 'w-24' },
  { id: 'city', cell: (lead) => <TextCell value={lead.city} truncate />, skeleton: 'w-20' },
  { id: 'rating', cell: (lead) => <RatingCell lead={lead} />, skeleton: 'w-12' },
];

const OPTIONAL: Record<OptionalColumn, Column> = {
  socials: {
    id: 'socials',
    cell: (lead) => <SocialsCell socials={lead.socials} name={lead.businessName} />,
    skeleton: 'w-20',
  },
  linkedin: {
    id: 'linkedin',
    cell: (lead) => <LinkedinCell linkedin={lead.linkedin} name={lead.businessName} />,
    skeleton: 'w-20',
  },
  employees: {
    id: 'employees',
    cell: (lead) => <TextCell value={lead.employees} />,
    skeleton: 'w-12',
  },
  revenue: { id: 'revenue', cell: (lead) => <RevenueCell lead={lead} />, skeleton: 'w-20' },
};

const SKELETON_ROWS = 8;
const stickyCell = 'sticky left-0 z-[1] border-r border-border';

/**
 * One page of leads. The table scrolls sideways inside its container (the name stays in view)
 * so the page itself never overflows, down to 390 px.
 */
export function LeadsTable({
  leads,
  loading,
  stale,
  optional,
  selection,
}: {
  leads: Lead[];
  loading: boolean;
  /** An earlier page shown while the next one loads. */
  stale: boolean;
  optional: readonly OptionalColumn[];
  /** Rows can be ticked (to send them to an integration). */
  selection?: LeadSelection;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [...BASE_COLUMNS, ...optional.map((id) => OPTIONAL[id])],
    [optional],
  );
  return (
    <div className="relative overflow-x-auto">
      <table
        data-testid="results-table"
        aria-label={t('results.tableLabel')}
        aria-busy={loading || stale}
        className="w-full min-w-[880px] text-left text-sm"
      >
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cn(stickyCell, 'bg-muted px-4 py-2.5 font-medium')}>
              <span className="flex items-center gap-3">
                {selection && !loading && (
                  <PageCheckbox leads={leads} selection={selection} disabled={stale} />
                )}
                {t('results.columns.name')}
              </span>
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {t(`results.columns.${column.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        {/* Dimmed rows are the previous page's: not to be ticked while the next one loads. */}
        <tbody className={cn('transition-opacity', stale && 'opacity-60')} inert={stale}>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} className="h-16 border-t border-border">
                  <td className={cn(stickyCell, 'bg-card px-4')}>
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="mt-1.5 h-3 w-24" />
                  </td>
                  {columns.map((column) => (
                    <td key={column.id} className="px-3">
                      <Skeleton className={cn('h-4', column.skeleton)} />
                    </td>
                  ))}
                </tr>
              ))
            : leads.map((lead) => (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  columns={columns}
                  selected={selection ? selection.has(lead.id) : undefined}
                  onSelect={selection?.toggle}
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One lead's row. Memoized: a page shown again, dimmed while the next loads or with one more
 * lead ticked, re-renders only the rows whose lead or tick changed.
 */
const LeadRow = memo(function LeadRow({
  lead,
  columns,
  selected,
  onSelect,
}: {
  lead: Lead;
  columns: readonly Column[];
  /** undefined: rows cannot be ticked. */
  selected: boolean | undefined;
  onSelect: LeadSelection['toggle'] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <tr
      data-testid="results-row"
      className="group h-16 border-t border-border align-middle hover:bg-muted/40"
    >
      <th
        scope="row"
        className={cn(
          stickyCell,
          'max-w-[10rem] bg-card px-4 py-2 text-left font-medium group-hover:bg-muted sm:max-w-[12rem]',
        )}
      >
        <span className="flex min-w-0 items-start gap-3">
          {selected !== undefined && onSelect && (
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--primary)]"
              checked={selected}
              onChange={(event) => onSelect(lead.id, event.target.checked)}
              aria-label={t('integrations.selection.lead', { name: lead.businessName })}
              data-testid="lead-select"
            />
          )}
          <span className="min-w-0">
            <span className="block truncate" title={lead.businessName}>
              {lead.businessName}
            </span>
            {lead.category && (
              <span className="block truncate text-xs font-normal text-muted-foreground">
                {lead.category}
              </span>
            )}
          </span>
        </span>
      </th>
      {columns.map((column) => (
        <td key={column.id} className="px-3 py-2">
          {column.cell(lead)}
        </td>
      ))}
    </tr>
  );
});

/** Ticks the whole page; half-ticked when only some of its leads are. Off while it is stale. */
function PageCheckbox({
  leads,
  selection,
  disabled,
}: {
  leads: Lead[];
  selection: LeadSelection;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const ticked = leads.filter((lead) => selection.has(lead.id)).length;
  const all = leads.length > 0 && ticked === leads.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4 shrink-0 cursor-pointer accent-[var(--primary)] disabled:cursor-not-allowed"
      checked={all}
      disabled={disabled || leads.length === 0}
      onChange={(event) =>
        selection.togglePage(
          leads.map((lead) => lead.id),
          event.target.checked,
        )
      }
      aria-label={t('integrations.selection.page')}
      data-testid="leads-select-page"
    />
  );
}
