/**
 * Registrable domains ("clinicasol.com.ar" for "www.clinicasol.com.ar") with tldts, and the
 * same-site test used for EmailFinding.sameDomain. Unknown TLDs such as `.test` count as
 * one-label suffixes; IP hosts are their own "domain".
 */
import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';

function cleanHost(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.replace(/\.+$/, '');
}

/** "www.Shop.TEST." → "shop.test"; "a.b.x.co.uk" → "x.co.uk"; "127.0.0.1" → "127.0.0.1". */
export function registrableDomain(hostname: string): string {
  const host = cleanHost(hostname);
  if (host === '') return '';
  if (host.includes(':')) return host; // IPv6 literal
  const parsed = parse(host);
  if (parsed.isIp) return parsed.hostname ?? host;
  return parsed.domain ?? parsed.hostname ?? host;
}

/** The registrable domain of a URL's host, or '' when the URL does not parse. */
export function registrableDomainOfUrl(url: string): string {
  try {
    return registrableDomain(new URL(url).hostname);
  } catch {
    return '';
  }
}

/** Unicode form of a domain, so "xn--espaa-rta.es" and "españa.es" compare equal. */
export function unicodeDomain(domain: string): string {
  const host = cleanHost(domain);
  if (!host.includes('xn--')) return host;
  const unicode = domainToUnicode(host);
  return unicode === '' ? host : unicode;
}

/** true when `domain` is `siteDomain` or one of its subdomains (IDN forms compared as Unicode). */
export function isSameSite(domain: string, siteDomain: string): boolean {
  const d = unicodeDomain(domain);
  const site = unicodeDomain(registrableDomain(siteDomain));
  if (site === '' || d === '') return false;
  return d === site || d.endsWith(`.${site}`);
}
