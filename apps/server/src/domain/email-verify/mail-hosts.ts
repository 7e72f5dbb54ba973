/**
 * Where a domain's mail goes (RFC 5321 §5.1): its MX hosts by ascending preference; with no MX
 * record at all, the domain itself (its A/AAAA) as the implicit MX; none of them, a null MX
 * (RFC 7505: a lone "." exchange) or a domain that does not exist: no mail server.
 */
import { DnsError, type MxRecord, type Resolver } from '../web/resolver.js';

export type MailHosts =
  | { kind: 'hosts'; hosts: string[]; implicit: boolean }
  /** The domain takes no mail (NXDOMAIN, null MX, neither MX nor address). */
  | { kind: 'none' }
  /** DNS did not answer (timeout, SERVFAIL): nothing can be said. */
  | { kind: 'dns_error' };

function isNullMx(exchange: string): boolean {
  return exchange === '' || exchange === '.';
}

function dnsKind(error: unknown): string {
  return error instanceof DnsError ? error.kind : 'failed';
}

export async function findMailHosts(resolver: Resolver, domain: string): Promise<MailHosts> {
  let records: MxRecord[];
  try {
    records = await resolver.resolveMx(domain);
  } catch (error) {
    const kind = dnsKind(error);
    if (kind === 'not_found') return { kind: 'none' };
    if (kind !== 'no_data') return { kind: 'dns_error' };
    records = [];
  }
  if (records.length > 0) {
    if (records.some((r) => isNullMx(r.exchange))) {
      // A null MX must stand alone; beside real hosts it is an error we read as "use the rest".
      const real = records.filter((r) => !isNullMx(r.exchange));
      if (real.length === 0) return { kind: 'none' };
      records = real;
    }
    const hosts: string[] = [];
    for (const record of [...records].sort((a, b) => a.priority - b.priority)) {
      const host = record.exchange.toLowerCase().replace(/\.$/, '');
      if (!hosts.includes(host)) hosts.push(host);
    }
    return { kind: 'hosts', hosts, implicit: false };
  }
  // No MX: the domain's own address receives mail.
  try {
    const addresses = await resolver.lookup(domain);
    return addresses.length > 0
      ? { kind: 'hosts', hosts: [domain], implicit: true }
      : { kind: 'none' };
  } catch (error) {
    const kind = dnsKind(error);
    return kind === 'not_found' || kind === 'no_data' ? { kind: 'none' } : { kind: 'dns_error' };
  }
}
