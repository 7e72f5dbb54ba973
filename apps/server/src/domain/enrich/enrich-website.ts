/**
 * One business website, read like a careful person would: robots.txt first, the home page,
 * then the few pages that usually name people and addresses (contact, team, legal, about,
 * privacy) and any vCard, within a small page budget. Every page goes through the guarded
 * fetcher; a page that fails is recorded and the others still count.
 */
import { decodeBody, type SafeFetcher, type SafeResponse } from '../web/safe-fetch.js';
import { isActiveStatus, normalizeWebsiteUrl } from '../web/website-check.js';
import { inProcessExtractor, type PageExtractor } from './extract/page-extractor.js';
import { extractVcard } from './extract/vcard.js';
import { mergeFindings } from './extract/merge-findings.js';
import { registrableDomain } from './extract/site-domain.js';
import { pickContactPages, vcardLinks } from './contact-links.js';
import { failureReason, type RobotsCache } from './robots.js';
import type { PageFindings, SiteProfile } from './types.js';

export interface WebsiteEnrichment {
  /** The site answered (as the "active website" check counts it). */
  active: boolean;
  finalUrl: string | null;
  status: number | null;
  /** ok, or why the home page could not be read. */
  reason: string;
  profile: SiteProfile | null;
}

export interface EnrichWebsiteDeps {
  fetcher: Pick<SafeFetcher, 'fetch'>;
  robots: RobotsCache;
  /** Pages read per site, the home page included. */
  maxPages: number;
  /** Where pages are read for findings (default: on this thread). */
  extractor?: PageExtractor;
}

const VCARD_BUDGET = 2;
const HTML = /html|xml|text\/plain/i;

/** Text of an HTML-ish response, or null for binaries served under any type. */
function pageText(response: SafeResponse): string | null {
  if (response.contentType && !HTML.test(response.contentType)) return null;
  const head = response.body.subarray(0, 1024);
  if (head.includes(0)) return null;
  return decodeBody(response.body, response.contentType);
}

export interface EnrichWebsiteOptions {
  country: string | null;
  /** The search stopping: reading stops and the call throws. */
  signal?: AbortSignal;
  /**
   * The lead's time budget running out: reading stops, and what was read so far is returned
   * (pages not read are failures with the reason `time_budget`; nothing read at all is the
   * reason `time_budget`).
   */
  deadline?: AbortSignal;
  /** Called with each page's findings as soon as it is read (the home page first). */
  onPage?: (findings: PageFindings) => void;
}

export async function enrichWebsite(
  deps: EnrichWebsiteDeps,
  rawUrl: string,
  options: EnrichWebsiteOptions,
): Promise<WebsiteEnrichment> {
  const url = normalizeWebsiteUrl(rawUrl);
  if (!url)
    return { active: false, finalUrl: null, status: null, reason: 'invalid_url', profile: null };
  const { signal, deadline } = options;
  const stop = signal && deadline ? AbortSignal.any([signal, deadline]) : (signal ?? deadline);
  const init = stop ? { signal: stop } : {};
  const failures: SiteProfile['failures'] = [];
  /** Why a request failed; the search stopping is rethrown. */
  const failed = (error: unknown): string => {
    if (signal?.aborted) throw error;
    return deadline?.aborted ? 'time_budget' : failureReason(error);
  };

  let robots;
  try {
    robots = await deps.robots.rulesFor(new URL(url).origin, stop);
  } catch (error) {
    return {
      active: false,
      finalUrl: null,
      status: null,
      reason: failed(error),
      profile: null,
    };
  }
  if (robots.unreachable) {
    // The server did not answer for robots.txt: it is down, or read nothing from it anyway.
    return {
      active: false,
      finalUrl: null,
      status: null,
      reason: robots.unreachable,
      profile: null,
    };
  }
  if (!robots.isAllowed(url)) {
    // The owner asks robots not to read the site: it exists, we read nothing.
    return { active: true, finalUrl: url, status: null, reason: 'robots', profile: null };
  }

  let home: SafeResponse;
  try {
    home = await deps.fetcher.fetch(url, { accept: 'text/html', ...init });
  } catch (error) {
    return {
      active: false,
      finalUrl: null,
      status: null,
      reason: failed(error),
      profile: null,
    };
  }
  const active = isActiveStatus(home.status);
  if (!active || home.status >= 300) {
    return {
      active,
      finalUrl: home.url,
      status: home.status,
      reason: active ? 'ok' : 'http_error',
      profile: null,
    };
  }

  const siteDomain = registrableDomain(new URL(home.url).hostname);
  const sameSite = (candidate: URL) => registrableDomain(candidate.hostname) === siteDomain;
  const pages: PageFindings[] = [];
  const extractor = deps.extractor ?? inProcessExtractor;
  const read = async (pageUrl: string, response: SafeResponse): Promise<PageFindings | null> => {
    const html = pageText(response);
    if (html === null) {
      failures.push({ url: pageUrl, reason: 'not_html' });
      return null;
    }
    // Out of time or stopped while the page came in: it is not worth a thread's time.
    if (stop?.aborted) {
      failures.push({ url: pageUrl, reason: failed(stop.reason) });
      return null;
    }
    let findings: PageFindings;
    try {
      findings = await extractor.extract({ url: response.url, html, siteDomain });
    } catch {
      // A page the reader could not take apart (its thread died on it) is one page lost.
      failures.push({ url: pageUrl, reason: 'extraction_failed' });
      return null;
    }
    pages.push(findings);
    options.onPage?.(findings);
    return findings;
  };

  const homeFindings = await read(url, home);
  const links = homeFindings?.links ?? [];
  const candidates = pickContactPages(links, home.url, deps.maxPages - 1, sameSite);
  const allowed = candidates.filter((page) => {
    if (robots.isAllowed(page)) return true;
    failures.push({ url: page, reason: 'robots' });
    return false;
  });

  await Promise.all(
    allowed.map(async (page) => {
      try {
        const response = await deps.fetcher.fetch(page, { accept: 'text/html', ...init });
        if (response.status >= 400) failures.push({ url: page, reason: `http_${response.status}` });
        else await read(page, response);
      } catch (error) {
        failures.push({ url: page, reason: failed(error) });
      }
    }),
  );

  const cards = vcardLinks(
    pages.flatMap((page) => page.links),
    sameSite,
  )
    .filter((card) => robots.isAllowed(card))
    .slice(0, VCARD_BUDGET);
  await Promise.all(
    cards.map(async (card) => {
      try {
        const response = await deps.fetcher.fetch(card, {
          accept: 'text/vcard',
          maxBytes: 64 * 1024,
          ...init,
        });
        if (response.status < 300)
          pages.push(extractVcard(response.body.toString('utf8'), card, siteDomain));
      } catch (error) {
        failures.push({ url: card, reason: failed(error) });
      }
    }),
  );

  const profile = mergeFindings(pages, { siteDomain, country: options.country });
  profile.failures.push(...failures);
  return { active, finalUrl: home.url, status: home.status, reason: 'ok', profile };
}
