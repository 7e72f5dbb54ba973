/**
 * "Download my data" (GDPR access and portability): everything the product keeps about the
 * user, as one JSON document. Searches are those the user ran anywhere and every search of
 * their personal organization, each with its leads; credit movements likewise. What they set
 * up (API keys, webhook endpoints, connections) is described, never its keys or secrets.
 */
import type { AccountExport } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { CONTACT_MESSAGES_OF } from '../contact/owned.js';
import { addressesOf } from './delete-account.js';
import { listAccountSessions } from './sessions.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Searches and ledger rows that are the user's: their own, or their personal organization's. */
const MINE = `(user_id = $1 or org_id in
  (select id from organizations where owner_user_id = $1 and personal))`;

/** The organizations the user is an active member of. */
const MEMBER_OF = `(select org_id from organization_members where user_id = $1 and status = 'active')`;

export async function exportAccountData(pool: Pool, userId: string): Promise<AccountExport> {
  const profile = await pool.query<{
    email: string;
    emailVerified: boolean;
    full_name: string | null;
    locale: 'es' | 'en' | null;
    createdAt: Date;
    last_login: Date | null;
    last_action_at: Date | null;
  }>(
    `select u.email, u."emailVerified", p.full_name, p.locale, u."createdAt", p.last_login,
            p.last_action_at
     from "user" u left join profiles p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  const me = profile.rows[0];
  if (!me) throw new DomainError('unauthorized', 401);

  const [
    organizations,
    searches,
    leads,
    movements,
    consent,
    sessions,
    newsletter,
    tickets,
    contact,
    surveys,
    apiKeys,
    webhookEndpoints,
    integrations,
  ] = await Promise.all([
    pool.query<{
      id: string;
      name: string;
      role: 'owner' | 'admin' | 'member';
      plan: AccountExport['organizations'][number]['plan'];
      credits: number;
      personal: boolean;
      accepted_at: Date | null;
    }>(
      `select o.id, o.name, m.role, o.plan, o.credits, o.personal, m.accepted_at
         from organization_members m join organizations o on o.id = m.org_id
         where m.user_id = $1 order by o.personal desc, o.created_at`,
      [userId],
    ),
    pool.query<{
      id: string;
      org_id: string;
      query: string;
      params: unknown;
      status: string;
      credits_used: number;
      results_count: number;
      created_at: Date;
    }>(
      `select id, org_id, query, params, status, credits_used, results_count, created_at
         from searches where ${MINE} order by created_at`,
      [userId],
    ),
    pool.query<{ search_id: string; lead: Record<string, unknown> }>(
      `select l.search_id, to_jsonb(l) - 'seq' - 'org_id' - 'search_id' - 'enrichment' - 'search_text' as lead
         from leads l join searches s on s.id = l.search_id
         where s.user_id = $1 or s.org_id in
           (select id from organizations where owner_user_id = $1 and personal)
         order by l.seq`,
      [userId],
    ),
    pool.query<{
      org_id: string | null;
      change: number;
      kind: string;
      reason_key: string;
      reason_params: Record<string, unknown>;
      created_at: Date;
    }>(
      `select org_id, change, kind, reason_key, reason_params, created_at
         from credit_ledger where ${MINE} order by created_at, id`,
      [userId],
    ),
    pool.query<{
      visitor_id: string;
      functional_cookies: boolean;
      analytics_cookies: boolean;
      marketing_cookies: boolean;
      consent_given_at: Date;
      preferences_updated_at: Date;
    }>(
      `select visitor_id, functional_cookies, analytics_cookies, marketing_cookies,
                consent_given_at, preferences_updated_at
         from cookie_preferences where user_id = $1 order by consent_given_at`,
      [userId],
    ),
    listAccountSessions(pool, userId, null),
    pool.query<{ email: string; created_at: Date }>(
      'select email, created_at from newsletter_subscribers where email = $1',
      [me.email],
    ),
    pool.query<{
      id: string;
      nombre: string;
      email: string;
      asunto: string;
      categoria: string;
      prioridad: string;
      status: string;
      created_at: Date;
      messages: Array<{ sender: string; mensaje: string; createdAt: string }>;
    }>(
      `select t.id, t.nombre, t.email, t.asunto, t.categoria, t.prioridad, t.status,
                t.created_at,
                coalesce((select json_agg(json_build_object('sender', m.sender,
                                  'mensaje', m.mensaje, 'createdAt', m.created_at)
                                  order by m.created_at, m.id)
                          from ticket_messages m where m.ticket_id = t.id), '[]') as messages
         from tickets t where t.user_id = $1 order by t.created_at`,
      [userId],
    ),
    pool.query<{
      nombre: string;
      email: string;
      asunto: string;
      mensaje: string;
      created_at: Date;
    }>(
      `select nombre, email, asunto, mensaje, created_at from contact_messages m
       where ${CONTACT_MESSAGES_OF} order by created_at`,
      [userId, await addressesOf(pool, userId, me.email)],
    ),
    pool.query<{
      reason_stopped: string;
      reason_stopped_other: string | null;
      feature_comeback: string;
      feature_comeback_other: string | null;
      nps_score: number;
      suggestions: string | null;
      language: string;
      created_at: Date;
    }>(
      `select reason_stopped, reason_stopped_other, feature_comeback, feature_comeback_other,
              nps_score, suggestions, language, created_at
       from feedback_surveys where user_id = $1 order by created_at`,
      [userId],
    ),
    // What the user set up for the organizations they still belong to (others may have edited
    // it since; once they leave, it is the organization's): never a key, token or secret.
    pool.query<{
      id: string;
      org_id: string;
      name: string;
      scope: string;
      prefix: string;
      created_at: Date;
      last_used_at: Date | null;
      revoked_at: Date | null;
    }>(
      `select id, org_id, name, scope, prefix, created_at, last_used_at, revoked_at
       from api_keys where created_by = $1 and org_id in ${MEMBER_OF}
       order by created_at`,
      [userId],
    ),
    pool.query<{
      id: string;
      org_id: string;
      url: string;
      description: string;
      events: string[];
      enabled: boolean;
      created_at: Date;
    }>(
      `select id, org_id, url, description, events, enabled, created_at
       from webhook_endpoints where created_by = $1 and org_id in ${MEMBER_OF}
       order by created_at`,
      [userId],
    ),
    pool.query<{
      id: string;
      org_id: string;
      provider: string;
      status: string;
      account_label: string | null;
      settings: Record<string, unknown>;
      created_at: Date;
      last_used_at: Date | null;
    }>(
      `select id, org_id, provider, status, account_label, settings, created_at, last_used_at
       from integration_connections where created_by = $1 and org_id in ${MEMBER_OF}
       order by created_at`,
      [userId],
    ),
  ]);

  const leadsBySearch = new Map<string, Array<Record<string, unknown>>>();
  for (const row of leads.rows) {
    const list = leadsBySearch.get(row.search_id) ?? [];
    list.push(row.lead);
    leadsBySearch.set(row.search_id, list);
  }
  const subscribed = newsletter.rows[0];
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: userId,
      email: me.email,
      emailVerified: me.emailVerified,
      fullName: me.full_name,
      locale: me.locale,
      createdAt: me.createdAt.toISOString(),
      lastLogin: iso(me.last_login),
      lastActionAt: iso(me.last_action_at),
    },
    organizations: organizations.rows.map((org) => ({
      id: org.id,
      name: org.name,
      role: org.role,
      plan: org.plan,
      credits: org.credits,
      personal: org.personal,
      joinedAt: iso(org.accepted_at),
    })),
    searches: searches.rows.map((search) => ({
      id: search.id,
      orgId: search.org_id,
      query: search.query,
      params: search.params,
      status: search.status,
      creditsUsed: search.credits_used,
      resultsCount: search.results_count,
      createdAt: search.created_at.toISOString(),
      leads: leadsBySearch.get(search.id) ?? [],
    })),
    creditMovements: movements.rows.map((row) => ({
      orgId: row.org_id,
      change: row.change,
      kind: row.kind,
      reasonKey: row.reason_key,
      reasonParams: row.reason_params,
      createdAt: row.created_at.toISOString(),
    })),
    consentRecords: consent.rows.map((row) => ({
      visitorId: row.visitor_id,
      functional: row.functional_cookies,
      analytics: row.analytics_cookies,
      marketing: row.marketing_cookies,
      consentGivenAt: row.consent_given_at.toISOString(),
      updatedAt: row.preferences_updated_at.toISOString(),
    })),
    sessions: sessions.map(({ current: _current, ...session }) => session),
    newsletter: subscribed
      ? { email: subscribed.email, subscribedAt: subscribed.created_at.toISOString() }
      : null,
    supportTickets: tickets.rows.map((ticket) => ({
      id: ticket.id,
      nombre: ticket.nombre,
      email: ticket.email,
      asunto: ticket.asunto,
      categoria: ticket.categoria,
      prioridad: ticket.prioridad,
      status: ticket.status,
      createdAt: ticket.created_at.toISOString(),
      messages: ticket.messages.map((message) => ({
        ...message,
        createdAt: new Date(message.createdAt).toISOString(),
      })),
    })),
    surveyAnswers: surveys.rows.map((row) => ({
      reasonStopped: row.reason_stopped,
      reasonStoppedOther: row.reason_stopped_other,
      featureComeback: row.feature_comeback,
      featureComebackOther: row.feature_comeback_other,
      npsScore: row.nps_score,
      suggestions: row.suggestions,
      language: row.language,
      createdAt: row.created_at.toISOString(),
    })),
    apiKeys: apiKeys.rows.map((key) => ({
      id: key.id,
      orgId: key.org_id,
      name: key.name,
      scope: key.scope,
      prefix: key.prefix,
      createdAt: key.created_at.toISOString(),
      lastUsedAt: iso(key.last_used_at),
      revokedAt: iso(key.revoked_at),
    })),
    webhookEndpoints: webhookEndpoints.rows.map((endpoint) => ({
      id: endpoint.id,
      orgId: endpoint.org_id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.enabled,
      createdAt: endpoint.created_at.toISOString(),
    })),
    integrations: integrations.rows.map((connection) => ({
      id: connection.id,
      orgId: connection.org_id,
      provider: connection.provider,
      status: connection.status,
      accountLabel: connection.account_label,
      settings: connection.settings,
      createdAt: connection.created_at.toISOString(),
      lastUsedAt: iso(connection.last_used_at),
    })),
    contactMessages: contact.rows.map(({ created_at, ...message }) => ({
      ...message,
      createdAt: created_at.toISOString(),
    })),
  };
}
