/** A page's links resolved to absolute http(s) URLs, for the crawler to choose its next pages. */
import type { PageLink } from '../types.js';
import type { PageAnchor } from './page-dom.js';

/** Absolute URL of an href (fragment dropped), or null for javascript:, mailto:, tel:, "#…". */
export function resolveHref(href: string, base: string): string | null {
  const h = href.trim();
  if (h === '' || h.startsWith('#')) return null;
  if (
    /^(?:javascript|mailto|tel|sms|callto|data|about|blob|file|ftp|whatsapp|skype|viber|fax):/i.test(
      h,
    )
  ) {
    return null;
  }
  let u: URL;
  try {
    u = new URL(h, base);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  u.hash = '';
  return u.toString();
}

export function pageLinks(anchors: PageAnchor[], base: string): PageLink[] {
  const out = new Map<string, PageLink>();
  for (const a of anchors) {
    if (/\/cdn-cgi\/l\/email-protection/i.test(a.href)) continue; // an address, not a page
    const url = resolveHref(a.href, base);
    if (!url) continue;
    const existing = out.get(url);
    if (!existing) out.set(url, { url, text: a.text });
    else if (existing.text === '' && a.text !== '') existing.text = a.text;
  }
  return [...out.values()];
}
