/**
 * `npm run enrich -- <website-url> [--email <address>] [--country ES] [--role owner]`: runs the
 * crawler, the extraction and the email verification a search uses on one site (and one
 * address) and prints what they found as JSON. For operators checking a complaint or a site.
 * Uses DATABASE_URL, else the database of a running `npm start`, else starts the embedded one.
 */
import { parseArgs } from 'node:util';
import { TARGET_ROLES, type TargetRole } from '@leadatlas/shared';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { withCliDatabase } from './db/cli-database.js';
import { createResolver } from './domain/web/resolver.js';
import { createSafeFetcher } from './domain/web/safe-fetch.js';
import { RobotsCache } from './domain/enrich/robots.js';
import { enrichWebsite } from './domain/enrich/enrich-website.js';
import { pickContact } from './domain/enrich/extract/pick-contact.js';
import { createEmailVerifier } from './domain/email-verify/verifier.js';

const USAGE =
  'Usage: npm run enrich -- <website-url> [--email <address>] [--country ES] [--role owner|marketing-manager|operations-manager|other]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      country: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const website = positionals[0];
  if (values.help || (!website && !values.email)) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const role = values.role as TargetRole;
  if (!TARGET_ROLES.includes(role)) throw new ConfigError(`Unknown role: ${values.role}. ${USAGE}`);
  const country = values.country ? values.country.toUpperCase() : null;
  if (country !== null && !/^[A-Z]{2}$/.test(country)) {
    throw new ConfigError('--country must be a two-letter code such as ES, AR or MX');
  }

  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const resolver = createResolver(config.dnsServers);
  const fetcher = createSafeFetcher({
    allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    userAgent: config.userAgent,
    timeoutMs: config.CRAWLER_TIMEOUT_MS,
    maxConnectionsPerHost: config.CRAWLER_PER_HOST_CONCURRENCY,
    resolver,
  });
  try {
    await withCliDatabase(config, log, 4, async (pool) => {
      const verifier = createEmailVerifier({ config, pool, log, resolver });
      const result: Record<string, unknown> = {};
      if (website) {
        const site = await enrichWebsite(
          { fetcher, robots: new RobotsCache(fetcher), maxPages: config.CRAWLER_MAX_PAGES },
          website,
          { country },
        );
        result.website = site;
        result.contact = site.profile ? pickContact(site.profile.contacts, role) : null;
        if (!values.email && site.profile?.emails[0]) {
          result.verification = await verifier.verify(site.profile.emails[0].address);
        }
      }
      if (values.email) result.verification = await verifier.verify(values.email);
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
  } finally {
    await fetcher.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `enrich failed: ${String(error)}\n`,
  );
  process.exit(1);
});
