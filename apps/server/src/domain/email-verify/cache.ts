/**
 * PostgreSQL caches of email verification (migration 003_email_verification.sql):
 * - per address: the result, 7 days (1 hour when unknown);
 * - per mail domain: its mail hosts and its catch-all status, 1 day each.
 * A cache that fails (database down) is skipped with a warning: verification goes on without it.
 */
import type { EmailStatus } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import type { MailHosts } from './mail-hosts.js';
import type { EmailVerification } from './types.js';

const HOUR = 3600;
export const ADDRESS_TTL_SECONDS = 7 * 24 * HOUR;
export const UNKNOWN_TTL_SECONDS = HOUR;
export const DOMAIN_TTL_SECONDS = 24 * HOUR;

export interface CachedDomain {
  /** null: not cached or expired. */
  hosts: Exclude<MailHosts, { kind: 'dns_error' }> | null;
  catchAll: boolean | null;
}

export function addressTtlSeconds(status: EmailStatus): number {
  return status === 'unknown' ? UNKNOWN_TTL_SECONDS : ADDRESS_TTL_SECONDS;
}

interface AddressRow {
  email: string;
  status: EmailStatus;
  reason: string | null;
  disposable: boolean;
  role: boolean;
  catch_all: boolean | null;
  mx_host: string | null;
}

interface DomainRow {
  mx_hosts: string[] | null;
  implicit_mx: boolean;
  mx_fresh: boolean;
  catch_all: boolean | null;
  catch_all_fresh: boolean;
}

export class VerificationCache {
  constructor(
    private readonly db: Queryable,
    private readonly log: Logger,
  ) {}

  async getAddress(email: string): Promise<EmailVerification | null> {
    try {
      const { rows } = await this.db.query<AddressRow>(
        `select email, status, reason, disposable, role, catch_all, mx_host
           from email_verification_cache where email = $1 and expires_at > now()`,
        [email],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        email: row.email,
        status: row.status,
        reason: row.reason,
        disposable: row.disposable,
        role: row.role,
        catchAll: row.catch_all,
        mxHost: row.mx_host,
      };
    } catch (error) {
      this.#warn(error);
      return null;
    }
  }

  async putAddress(result: EmailVerification): Promise<void> {
    try {
      await this.db.query(
        `insert into email_verification_cache
           (email, status, reason, disposable, role, catch_all, mx_host, checked_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, now(), now() + make_interval(secs => $8))
         on conflict (email) do update set
           status = excluded.status, reason = excluded.reason, disposable = excluded.disposable,
           role = excluded.role, catch_all = excluded.catch_all, mx_host = excluded.mx_host,
           checked_at = excluded.checked_at, expires_at = excluded.expires_at`,
        [
          result.email,
          result.status,
          result.reason,
          result.disposable,
          result.role,
          result.catchAll,
          result.mxHost,
          addressTtlSeconds(result.status),
        ],
      );
    } catch (error) {
      this.#warn(error);
    }
  }

  async getDomain(domain: string): Promise<CachedDomain> {
    try {
      const { rows } = await this.db.query<DomainRow>(
        `select mx_hosts, implicit_mx, coalesce(mx_expires_at > now(), false) as mx_fresh,
                catch_all, coalesce(catch_all_expires_at > now(), false) as catch_all_fresh
           from email_domain_cache where domain = $1`,
        [domain],
      );
      const row = rows[0];
      if (!row) return { hosts: null, catchAll: null };
      let hosts: CachedDomain['hosts'] = null;
      if (row.mx_fresh && row.mx_hosts) {
        hosts =
          row.mx_hosts.length === 0
            ? { kind: 'none' }
            : { kind: 'hosts', hosts: row.mx_hosts, implicit: row.implicit_mx };
      }
      return { hosts, catchAll: row.catch_all_fresh ? row.catch_all : null };
    } catch (error) {
      this.#warn(error);
      return { hosts: null, catchAll: null };
    }
  }

  async putDomainHosts(domain: string, hosts: Exclude<MailHosts, { kind: 'dns_error' }>) {
    try {
      await this.db.query(
        `insert into email_domain_cache (domain, mx_hosts, implicit_mx, mx_expires_at, updated_at)
         values ($1, $2, $3, now() + make_interval(secs => $4), now())
         on conflict (domain) do update set
           mx_hosts = excluded.mx_hosts, implicit_mx = excluded.implicit_mx,
           mx_expires_at = excluded.mx_expires_at, updated_at = excluded.updated_at`,
        [
          domain,
          hosts.kind === 'hosts' ? hosts.hosts : [],
          hosts.kind === 'hosts' && hosts.implicit,
          DOMAIN_TTL_SECONDS,
        ],
      );
    } catch (error) {
      this.#warn(error);
    }
  }

  async putDomainCatchAll(domain: string, catchAll: boolean): Promise<void> {
    try {
      await this.db.query(
        `insert into email_domain_cache (domain, catch_all, catch_all_expires_at, updated_at)
         values ($1, $2, now() + make_interval(secs => $3), now())
         on conflict (domain) do update set
           catch_all = excluded.catch_all, catch_all_expires_at = excluded.catch_all_expires_at,
           updated_at = excluded.updated_at`,
        [domain, catchAll, DOMAIN_TTL_SECONDS],
      );
    } catch (error) {
      this.#warn(error);
    }
  }

  #warn(error: unknown): void {
    this.log.warn({ err: (error as Error).message }, 'email verification cache unavailable');
  }
}

/** Deletes expired rows of both caches (for a periodic maintenance task). */
export async function purgeExpiredEmailVerifications(db: Queryable): Promise<number> {
  const addresses = await db.query(
    'delete from email_verification_cache where expires_at <= now()',
  );
  const domains = await db.query(
    `delete from email_domain_cache
      where coalesce(mx_expires_at, '-infinity') <= now()
        and coalesce(catch_all_expires_at, '-infinity') <= now()`,
  );
  return (addresses.rowCount ?? 0) + (domains.rowCount ?? 0);
}
