/**
 * The outside services a search needs, built once per process from the configuration: the
 * places source and the guarded HTTP client that checks websites.
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
import type { WebsiteStatus } from './run.js';

export interface SearchServices {
  /** The source new searches use. */
  source: PlacesSource;
  /** The source a stored search used (a search keeps its source when resumed). */
  sourceFor(id: PlacesSourceId): PlacesSource;
  checkWebsite(url: string, signal: AbortSignal): Promise<WebsiteStatus>;
  close(): Promise<void>;
}

export function createSearchServices(deps: {
  config: Config;
  pool: Pool;
  log: Logger;
}): SearchServices {
  const source = createPlacesSource(deps);
  const fetcher = createSafeFetcher({
    allowPrivateNetworks: deps.config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    userAgent: deps.config.userAgent,
    timeoutMs: deps.config.CRAWLER_TIMEOUT_MS,
    resolver: createResolver(deps.config.dnsServers),
  });
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
    async checkWebsite(url, signal) {
      const result = await checkWebsite(fetcher, url, signal);
      return { active: result.active, finalUrl: result.finalUrl };
    },
    close: () => fetcher.close(),
  };
}
