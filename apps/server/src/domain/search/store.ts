/** Reading searches and leads, always through the organizations the user belongs to. */
import type {
  EmailKind,
  EmailOrigin,
  PushBrief,
  Lead,
  ScheduleStatus,
  SearchSchedule,
  LeadPointsResponse,
  LeadSort,
  LeadsResponse,
  PricedField,
  SearchDetail,
  SearchStage,
  SearchStatus,
  SearchSummary,
  PlacesSourceId,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { foldText } from '../../lib/text-fold.js';
import type { GeoArea } from '../places/types.js';
import { wizardDataOf, type SearchSpec } from './spec.js';

export interface SearchRow {
  id: string;
  org_id: string;
  user_id: string | null;
  query: string;
  params: unknown;
  fields: PricedField[];
  complex_filters: boolean;
  max_leads: number;
  locale: 'es' | 'en';
  source: PlacesSourceId;
  area: GeoArea | null;
  unavailable_filters: string[];
  status: SearchStatus;
  stage: SearchStage;
  error_code: string | null;
  places_found: number;
  kept_count: number;
  enriched_count: number;
  results_count: number;
  credits_held: number;
  credits_used: number;
  settled_at: Date | null;
  worker_id: string | null;
  heartbeat_at: Date | null;
  attempts: number;
  auto_refresh: boolean;
  next_refresh_at: Date | null;
  refresh_status: ScheduleStatus | null;
  refresh_skipped_at: Date | null;
  refresh_skip_reason: string | null;
  refresh_of: string | null;
  new_leads_only: boolean;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What a summary reads beyond the search's own row (SEARCH_COLUMNS selects it). */
export interface SearchSummaryRow extends SearchRow {
  recheck_pending: number;
  runs: number;
  runs_credits: number;
  last_run_id: string | null;
  last_run_at: Date | null;
  last_run_status: SearchStatus | null;
  last_run_credits: number | null;
  last_run_results: number | null;
  started_by_name: string | null;
  pushes: PushBrief[] | null;
}

/**
 * A search and what its summary needs from other rows: emails still being re-checked, and for a
 * monthly search its runs (the last one, how many, their credits). Use as
 * `select ${SEARCH_COLUMNS} from searches s ${SEARCH_JOINS} where …`.
 */
export const SEARCH_COLUMNS = `s.*,
  (select coalesce(nullif(p.full_name, ''), nullif(u.name, ''), u.email)
   from "user" u left join profiles p on p.user_id = u.id where u.id = s.user_id) as started_by_name,
  (select count(*)::int from leads l
   where l.search_id = s.id and l.email_recheck_at is not null) as recheck_pending,
  (select json_agg(json_build_object('id', ip.id, 'provider', ip.provider, 'status', ip.status,
     'total', c.total, 'created', c.created, 'updated', c.updated, 'skipped', c.skipped,
     'failed', c.failed) order by ip.created_at desc)
   from integration_pushes ip
   cross join lateral (
     select count(*)::int as total,
       count(*) filter (where i.status = 'created')::int as created,
       count(*) filter (where i.status = 'updated')::int as updated,
       count(*) filter (where i.status = 'skipped')::int as skipped,
       count(*) filter (where i.status = 'failed')::int as failed
     from integration_push_items i where i.push_id = ip.id) c
   where ip.search_id = s.id) as pushes,
  runs.runs, runs.runs_credits, runs.last_run_id, runs.last_run_at, runs.last_run_status,
  runs.last_run_credits, runs.last_run_results`;
export const SEARCH_JOINS = `left join lateral (
  select count(*)::int as runs, coalesce(sum(r.credits_used), 0)::float as runs_credits,
    (array_agg(r.id order by r.created_at desc))[1] as last_run_id,
    max(r.created_at) as last_run_at,
    (array_agg(r.status order by r.created_at desc))[1] as last_run_status,
    (array_agg(r.credits_used order by r.created_at desc))[1]::float as last_run_credits,
    (array_agg(r.results_count order by r.created_at desc))[1] as last_run_results
  from searches r where r.refresh_of = s.id and s.auto_refresh) runs on true`;

function toSchedule(row: SearchSummaryRow): SearchSchedule | null {
  if (!row.auto_refresh) return null;
  const status = row.refresh_status ?? 'active';
  return {
    status,
    nextRunAt: status === 'active' ? (row.next_refresh_at?.toISOString() ?? null) : null,
    runs: row.runs ?? 0,
    totalCredits: row.runs_credits ?? 0,
    lastRun:
      row.last_run_id && row.last_run_at && row.last_run_status
        ? {
            searchId: row.last_run_id,
            at: row.last_run_at.toISOString(),
            status: row.last_run_status,
            creditsUsed: row.last_run_credits ?? 0,
            resultsCount: row.last_run_results ?? 0,
          }
        : null,
    skipped:
      row.refresh_skipped_at && row.refresh_skip_reason
        ? { at: row.refresh_skipped_at.toISOString(), reason: row.refresh_skip_reason }
        : null,
  };
}

export function toSummary(row: SearchSummaryRow): SearchSummary {
  return {
    id: row.id,
    query: row.query,
    status: row.status,
    stage: row.stage,
    errorCode: row.error_code,
    source: row.source,
    areaLabel: row.area?.label ?? null,
    maxLeads: row.max_leads,
    placesFound: row.places_found,
    keptCount: row.kept_count,
    enrichedCount: row.enriched_count,
    resultsCount: row.results_count,
    creditsHeld: row.credits_held,
    creditsUsed: row.credits_used,
    fields: row.fields,
    unavailableFilters: row.unavailable_filters,
    autoRefresh: row.auto_refresh,
    refreshOf: row.refresh_of,
    schedule: toSchedule(row),
    recheckPending: row.recheck_pending ?? 0,
    startedBy:
      row.user_id && row.started_by_name
        ? { userId: row.user_id, name: row.started_by_name }
        : null,
    integration: (row.params as SearchSpec).integration ?? null,
    pushes: row.pushes ?? [],
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The summary and the wizard data the search ran with (searches.params holds its spec). */
export function toDetail(row: SearchSummaryRow): SearchDetail {
  return { ...toSummary(row), payload: wizardDataOf(row.params as SearchSpec) };
}

export async function loadSearch(
  db: Queryable,
  searchId: string,
): Promise<SearchSummaryRow | undefined> {
  const { rows } = await db.query<SearchSummaryRow>(
    `select ${SEARCH_COLUMNS} from searches s ${SEARCH_JOINS} where s.id = $1`,
    [searchId],
  );
  return rows[0];
}

/** The search when the user is an active member of its organization; 404 otherwise. */
export async function searchForUser(
  db: Queryable,
  userId: string,
  searchId: string,
): Promise<SearchSummaryRow> {
  const { rows } = await db.query<SearchSummaryRow>(
    `select ${SEARCH_COLUMNS} from searches s
     join organization_members m on m.org_id = s.org_id and m.user_id = $1 and m.status = 'active'
     ${SEARCH_JOINS}
     where s.id = $2`,
    [userId, searchId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('not_found', 404);
  return row;
}

export async function listSearches(
  db: Queryable,
  orgId: string,
  limit: number,
  offset: number,
  options: { scheduled?: boolean } = {},
): Promise<{ items: SearchSummary[]; total: number }> {
  // scheduled: the monthly searches still to run (active or paused), for the dashboard.
  const where = options.scheduled
    ? `s.org_id = $1 and s.auto_refresh and s.refresh_status in ('active', 'paused')`
    : 's.org_id = $1';
  const [{ rows }, count] = await Promise.all([
    db.query<SearchSummaryRow>(
      `select ${SEARCH_COLUMNS} from searches s ${SEARCH_JOINS}
       where ${where} order by s.created_at desc, s.id limit $2 offset $3`,
      [orgId, limit, offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from searches s where ${where}`, [
      orgId,
    ]),
  ]);
  return { items: rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
}

export interface LeadRow {
  id: string;
  seq: number;
  search_id: string;
  place_key: string;
  business_name: string;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
  category: string | null;
  industry: string | null;
  phone: string | null;
  phones: string[];
  website: string | null;
  website_active: boolean | null;
  email: string | null;
  email_status: Lead['emailStatus'];
  email_status_reason: string | null;
  email_disposable: boolean | null;
  email_role: boolean | null;
  socials: Record<string, string>;
  contact_name: string | null;
  contact_role: string | null;
  linkedin: string | null;
  employees: string | null;
  revenue: string | null;
  revenue_estimate: boolean | null;
  company_size: string | null;
  rating: number | null;
  rating_count: number | null;
  latitude: number | null;
  longitude: number | null;
  fields_delivered: string[];
  credits_charged: number | null;
  email_recheck_at: Date | null;
  created_at: Date;
  email_origin: EmailOrigin | null;
  email_page: string | null;
  email_kind: EmailKind | null;
  email_same_domain: boolean | null;
  email_confidence: number | null;
  missing: Lead['missing'];
}

/** The columns toLead reads: listings select these, not the enrichment notes beside them. */
export const LEAD_COLUMNS = `id, seq, business_name, address, city, postal_code, country_code,
  category, industry, phone, phones, website, website_active, email, email_status,
  email_status_reason, email_disposable, email_role, email_recheck_at, socials, contact_name,
  contact_role, linkedin, employees, revenue, revenue_estimate, company_size, rating,
  rating_count, latitude, longitude, fields_delivered, credits_charged, created_at,
  email_origin, email_page, email_kind, email_confidence, missing`;

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    seq: row.seq,
    businessName: row.business_name,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    category: row.category,
    industry: row.industry,
    phone: row.phone,
    phones: row.phones,
    website: row.website,
    websiteActive: row.website_active,
    email: row.email,
    emailStatus: row.email_status,
    emailStatusReason: row.email_status_reason,
    emailDisposable: row.email_disposable,
    emailRole: row.email_role,
    emailRecheckPending: row.email_recheck_at !== null,
    socials: row.socials,
    contactName: row.contact_name,
    contactRole: row.contact_role,
    linkedin: row.linkedin,
    employees: row.employees,
    revenue: row.revenue,
    revenueEstimate: row.revenue_estimate,
    companySize: row.company_size,
    rating: row.rating,
    ratingCount: row.rating_count,
    latitude: row.latitude,
    longitude: row.longitude,
    fieldsDelivered: row.fields_delivered,
    creditsCharged: row.credits_charged,
    createdAt: row.created_at.toISOString(),
    emailOrigin: row.email_origin,
    emailPage: row.email_page,
    emailKind: row.email_kind,
    emailConfidence: row.email_confidence,
    missing: row.missing,
  };
}

/**
 * Where a lead's email came from, as the CSV and the integrations say it: the page it is
 * printed on, else `pattern` or `source`; null for leads found before it was recorded.
 */
export function emailSourceOf(row: Pick<LeadRow, 'email_origin' | 'email_page'>): string | null {
  return row.email_origin === 'page' ? (row.email_page ?? 'page') : row.email_origin;
}

/** Names and cities sort as people read them ("Sonríe" before "Sonrisa"): migration 005. */
export const SORT_SQL: Record<LeadSort, string> = {
  name: 'business_name collate lead_order',
  rating: 'rating',
  city: 'city collate lead_order',
};

/**
 * The results page's text filter (name or city contains the text), as a WHERE clause over one
 * search's leads. The table, the map and anything else that lists leads share it.
 */
export function leadsWhere(
  searchId: string,
  q: string | undefined,
): { where: string; params: unknown[] } {
  // Accents, case and punctuation do not matter: "clinica" finds "Clínica". Folding turns
  // LIKE's wildcards into spaces, so the user's text needs no escaping. search_text holds the
  // lead's name and city folded alike (migration 023), "|" between them: folded text has none.
  if (!q) return { where: 'search_id = $1', params: [searchId] };
  const folded = foldText(q);
  // Only punctuation: nothing can contain it once folded, so nothing matches.
  if (!folded) return { where: 'search_id = $1 and false', params: [searchId] };
  return {
    where: 'search_id = $1 and search_text like $2',
    params: [searchId, `%${folded}%`],
  };
}

export async function listLeads(
  db: Queryable,
  searchId: string,
  options: {
    q?: string | undefined;
    sort?: LeadSort | undefined;
    order?: 'asc' | 'desc' | undefined;
    page: number;
    pageSize: number;
  },
): Promise<LeadsResponse> {
  const { where, params } = leadsWhere(searchId, options.q);
  const defaultOrder = options.sort === 'rating' ? 'desc' : 'asc';
  const direction = (options.order ?? defaultOrder) === 'desc' ? 'desc' : 'asc';
  const orderBy = options.sort ? `${SORT_SQL[options.sort]} ${direction} nulls last, seq` : 'seq';
  const paging = `limit $${params.length + 1} offset $${params.length + 2}`;
  const [{ rows }, count] = await Promise.all([
    db.query<LeadRow>(
      `select ${LEAD_COLUMNS} from leads where ${where} order by ${orderBy} ${paging}`,
      [...params, options.pageSize, (options.page - 1) * options.pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from leads where ${where}`, params),
  ]);
  return {
    items: rows.map(toLead),
    total: count.rows[0]?.total ?? 0,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** Points one map draws at most: beyond this a browser's marker layer stops being usable. */
export const MAX_LEAD_POINTS = 10_000;

/** The located leads of a search for the map, with the table's text filter, in seq order. */
export async function listLeadPoints(
  db: Queryable,
  searchId: string,
  q: string | undefined,
): Promise<LeadPointsResponse> {
  const { where, params } = leadsWhere(searchId, q);
  const { rows } = await db.query<{
    id: string;
    business_name: string;
    city: string | null;
    latitude: number;
    longitude: number;
  }>(
    `select id, business_name, city, latitude, longitude from leads
     where ${where} and latitude is not null and longitude is not null
     order by seq limit $${params.length + 1}`,
    [...params, MAX_LEAD_POINTS],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.business_name,
      city: row.city,
      lat: row.latitude,
      lon: row.longitude,
    })),
  };
}

export async function leadsAfter(
  db: Queryable,
  searchId: string,
  afterSeq: number,
  limit: number,
): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    'select * from leads where search_id = $1 and seq > $2 order by seq limit $3',
    [searchId, afterSeq, limit],
  );
  return rows;
}
