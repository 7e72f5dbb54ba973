/**
 * The outside services a search needs, built once per process from the configuration: the
 * places source, the guarded HTTP client that reads websites, and the email verifier.
 */
import type { PlacesSourceId } from '@leadatlas/shared';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import { createPlacesSource } from '../places/index.js';
import type { PlacesSource } from '../places/types.js';
import { createResolver } from '../web/resolver.js';
import { createSafeFetcher } from '../web/safe-fetch.js';
import { checkWebsite } from '../web/website-check.js';
import { enrichWebsite } from '../enrich/enrich-website.js';
import { RobotsCache } from '../enrich/robots.js';
import { createPageExtractor } from '../enrich/extract/page-extractor.js';
import { createEmailVerifier } from '../email-verify/verifier.js';
import type { EmailVerifier } from '../email-verify/types.js';
import type { LeadEnricher } from './enrich-lead.js';
import { createPeopleSearch } from '../enrich/people-search.js';

export interface SearchServices {
  /** The source new searches use. */
  source: PlacesSource;
  /** The source a stored search used (a search keeps its source when resumed). */
  sourceFor(id: PlacesSourceId): PlacesSource;
  enricher: LeadEnricher;
  /** The email verifier itself (retries greylisting within the call). */
  verifier: EmailVerifier;
  close(): Promise<void>;
}

export function createSearchServices(deps: {
  config: Config;
  pool: Pool;
  log: Logger;
}): SearchServices {
  const { config } = deps;
  const source = createPlacesSource(deps);
  const resolver = createResolver(config.dnsServers);
  const fetcher = createSafeFetcher({
    allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    userAgent: config.userAgent,
    timeoutMs: config.CRAWLER_TIMEOUT_MS,
    maxConnections: config.CRAWLER_GLOBAL_CONCURRENCY,
    maxConnectionsPerHost: config.CRAWLER_PER_HOST_CONCURRENCY,
    resolver,
  });
  const robots = new RobotsCache(fetcher);
  const extractor = createPageExtractor(config.EXTRACT_THREADS, deps.log);
  const verifier = createEmailVerifier({ ...deps, resolver });
  const people = config.PEOPLE_SEARCH_URL
    ? createPeopleSearch({
        url: config.PEOPLE_SEARCH_URL,
        apiKey: config.PEOPLE_SEARCH_API_KEY,
        userAgent: config.userAgent,
        timeoutMs: config.CRAWLER_TIMEOUT_MS,
      })
    : undefined;
  const others = new Map<PlacesSourceId, PlacesSource>();
  return {
    source,
    sourceFor(id) {
      if (id === source.id) return source;
      // A search started before the Google key was added or removed keeps its source: OSM
      // needs no key; Google without one fails the run as source unavailable.
      let other = others.get(id);
      if (!other) {
        other = createPlacesSource({ ...deps, sourceId: id });
        others.set(id, other);
      }
      return other;
    },
    enricher: {
      async checkWebsite(url, signal) {
        const result = await checkWebsite(fetcher, url, signal);
        return { active: result.active, finalUrl: result.finalUrl };
      },
      enrichWebsite: (url, country, signal, options) =>
        enrichWebsite({ fetcher, robots, extractor, maxPages: config.CRAWLER_MAX_PAGES }, url, {
          country,
          signal,
          ...options,
        }),
      // Greylisting is asked again later by a job, not while the lead waits.
      verifyEmail: (email, signal) => verifier.verify(email, signal, { retryGreylisting: false }),
      ...(config.EMAIL_PATTERN_FINDER === 'on'
        ? {
            verifyGuesses: (domain, emails, options, signal) =>
              verifier.verifyGuesses(domain, emails, options, signal),
          }
        : {}),
      ...(people ? { findPerson: (query, signal) => people.find(query, signal) } : {}),
    },
    verifier,
    close: async () => {
      await Promise.all([fetcher.close(), extractor.close()]);
    },
  };
}
