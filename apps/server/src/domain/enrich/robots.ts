/**
 * robots.txt, honoured for every page the crawler reads. Fetched once per origin and kept for
 * an hour. As RFC 9309 says: a missing or forbidden file (4xx) allows everything; a server
 * error or no answer at all means "read nothing" — and saves waiting a second time for a site
 * that does not answer.
 */
import robotsParserModule from 'robots-parser';
import { BlockedDestinationError, FetchFailedError } from '../web/errors.js';
import type { SafeFetcher } from '../web/safe-fetch.js';
import { untilAborted } from '../../lib/until-aborted.js';

/** The reason code of a failed request, as website checks report it. */
export function failureReason(error: unknown): string {
  if (error instanceof BlockedDestinationError) return 'blocked';
  if (error instanceof FetchFailedError) return error.kind;
  return 'error';
}

export const ROBOTS_AGENT = 'LeadAtlas';

interface ParsedRobots {
  isAllowed(url: string, agent?: string): boolean | undefined;
}
// The package is CommonJS: its default import is the parser function itself.
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => ParsedRobots;
const TTL_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 5000;
const ROBOTS_MAX_BYTES = 256 * 1024;

export type RobotsRules = {
  isAllowed(url: string): boolean;
  /** The file could not be read (server error, timeout, no connection): why. */
  unreachable: string | null;
};

const ALLOW_ALL: RobotsRules = { isAllowed: () => true, unreachable: null };

/** RFC 9309 §2.3.1.4: an unreachable robots.txt means "assume complete disallow". */
function unreachable(reason: string): RobotsRules {
  return { isAllowed: () => false, unreachable: reason };
}

export class RobotsCache {
  private readonly entries = new Map<string, { rules: Promise<RobotsRules>; at: number }>();

  constructor(private readonly fetcher: Pick<SafeFetcher, 'fetch'>) {}

  /**
   * The origin's rules. One load serves every caller of an origin, so it listens to no one's
   * signal (the fetcher's deadline bounds it): a caller that stops waiting stops alone.
   */
  rulesFor(origin: string, signal?: AbortSignal): Promise<RobotsRules> {
    const now = Date.now();
    const cached = this.entries.get(origin);
    if (cached && now - cached.at < TTL_MS) return waitFor(cached.rules, signal);
    const rules = this.load(origin);
    // A failed load is not a verdict on the site: forget it.
    rules.catch(() => this.entries.delete(origin));
    this.entries.set(origin, { rules, at: now });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return waitFor(rules, signal);
  }

  private async load(origin: string): Promise<RobotsRules> {
    const url = `${origin}/robots.txt`;
    try {
      const response = await this.fetcher.fetch(url, {
        accept: 'text/plain',
        maxBytes: ROBOTS_MAX_BYTES,
      });
      if (response.status >= 500) return unreachable('http_error');
      // 4xx (no file, or forbidden to read it): RFC 9309 reads it as "no rules".
      if (response.status !== 200) return ALLOW_ALL;
      const robots = robotsParser(url, response.body.toString('utf8'));
      return {
        isAllowed: (page) => robots.isAllowed(page, ROBOTS_AGENT) !== false,
        unreachable: null,
      };
    } catch (error) {
      return unreachable(failureReason(error));
    }
  }
}

/** The shared load's answer, or the caller's own abort reason as soon as it stops waiting. */
function waitFor<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  return signal ? untilAborted(shared, signal) : shared;
}
