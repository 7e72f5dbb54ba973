/**
 * The mail side of the world: how each domain's mail server behaves and which mailboxes exist,
 * with the answer a careful verifier should give for any address (the SMTP stand-in answers from
 * the same truth).
 */
import { hash32 } from './rng.js';
import { SITE_WORDS } from './site-words.js';
import { slug } from './text.js';
import type { Business } from './world.js';

/**
 * normal: RCPT 250 for existing mailboxes, 550 5.1.1 for others. catch_all: 250 for any address.
 * greylist: 451 4.7.1 until greylistMs after the first try of (client, recipient), then normal.
 * tarpit: every reply from the recipient on waits slowMs. drops: the connection is closed when
 * the recipient is named. dead: the MX host's address is 127.0.0.2, where nothing listens.
 * no_mx: no MX record, only A (RFC 5321 fallback to 127.0.0.1). no_mail: NXDOMAIN.
 */
export type MailBehaviour =
  | 'normal'
  | 'catch_all'
  | 'greylist'
  | 'tarpit'
  | 'drops'
  | 'dead'
  | 'no_mx'
  | 'no_mail';

export type ExpectedStatus = 'valid' | 'invalid' | 'accept_all' | 'unknown';

export interface MailboxTruth {
  /** A real mailbox (the domain's server knows it, catch-all or not). */
  exists: boolean;
  /** What a verifier that retries greylisting and times out before slowMs should answer. */
  expected: ExpectedStatus;
  /** syntax, no_mail_server, mailbox_not_found, catch_all, timeout, connection_closed, connection_failed */
  reason?: string;
  behaviour: MailBehaviour;
  disposable: boolean;
  /** A function or generic address (info@, ventas@, postmaster@), not a person's. */
  role: boolean;
}

export interface MailDomain {
  domain: string;
  behaviour: MailBehaviour;
  /** MX host, or null (no MX record). */
  mx: string | null;
  /** Address of the host mail goes to (MX, or the domain itself without MX), null if none. */
  address: string | null;
}

export const MAIL_BEHAVIOURS: MailBehaviour[] = [
  'normal',
  'catch_all',
  'greylist',
  'tarpit',
  'drops',
  'dead',
  'no_mx',
  'no_mail',
];

/** Where dead mail servers "are": a loopback address nothing listens on. */
export const DEAD_MAIL_ADDRESS = '127.0.0.2';

/** Well-known disposable-address domains: named in the truth only, never resolved. */
export const DISPOSABLE_DOMAINS = ['mailinator.com', 'yopmail.com', 'guerrillamail.com'];

const WEIGHTS: Array<[MailBehaviour, number]> = [
  ['normal', 72],
  ['catch_all', 10],
  ['greylist', 6],
  ['tarpit', 3],
  ['drops', 3],
  ['dead', 3],
  ['no_mx', 3],
];

/** Behaviours given in turn to the corpus sites, so each is measured several times. */
const CORPUS_CYCLE: MailBehaviour[] = [
  'normal',
  'catch_all',
  'normal',
  'greylist',
  'normal',
  'tarpit',
  'normal',
  'drops',
  'normal',
  'dead',
  'normal',
  'no_mx',
];

export function behaviourOf(seed: number, domain: string): MailBehaviour {
  let r = hash32(`mail:${seed}:${domain}`) % 100;
  for (const [behaviour, weight] of WEIGHTS) {
    if (r < weight) return behaviour;
    r -= weight;
  }
  return 'normal';
}

export function corpusBehaviour(index: number): MailBehaviour {
  return CORPUS_CYCLE[index % CORPUS_CYCLE.length]!;
}

const ROLE_LOCALS = new Set([
  ...Object.values(SITE_WORDS).flatMap((w) => [...w.generic, ...w.roles, w.privacyRole]),
  'admin',
  'postmaster',
  'abuse',
  'webmaster',
  'office',
  'hostmaster',
  'noreply',
  'no-reply',
  'marketing',
  'support',
  'sales',
]);

export function isRoleLocal(local: string): boolean {
  return ROLE_LOCALS.has(local.toLowerCase());
}

const SYNTAX =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export function validSyntax(address: string): boolean {
  return (
    address.length <= 254 && SYNTAX.test(address) && (address.split('@')[0]?.length ?? 0) <= 64
  );
}

/** The mailbox of a business at its mail provider (businesses without a domain of their own). */
export function providerMailbox(b: Business, providers: Record<string, string>): string {
  return `${slug(b.name).slice(0, 40)}@${providers[b.lang] ?? 'correo.test'}`;
}

export interface MailWorldInput {
  seed: number;
  businesses: Business[];
  providers: Record<string, string>;
  providerBehaviour: Record<string, MailBehaviour>;
  corpusDomains: string[];
  /** Genuine addresses of a site (its truth, hidden ones included). */
  siteAddresses: (domain: string) => string[];
  /** Mailboxes of the people a site names, shown or not (SiteTruth.mailboxes). */
  personMailboxes: (domain: string) => string[];
}

export class MailWorld {
  private readonly behaviours = new Map<string, MailBehaviour>();
  private readonly byDomain = new Map<string, Business>();
  private readonly providerBoxes = new Set<string>();
  private readonly boxes = new Map<string, Set<string>>();
  /** Mailbox-only domains that do not exist at all (NXDOMAIN), one per corpus site. */
  readonly noMailDomains: string[];

  constructor(private readonly input: MailWorldInput) {
    const corpusIndex = new Map(input.corpusDomains.map((d, i) => [d, i]));
    for (const b of input.businesses) {
      if (b.domain && b.site) {
        this.byDomain.set(b.domain, b);
        const i = corpusIndex.get(b.domain);
        const behaviour =
          b.site.state === 'no-dns'
            ? 'no_mail'
            : i !== undefined
              ? corpusBehaviour(i)
              : behaviourOf(input.seed, b.domain);
        this.behaviours.set(b.domain, behaviour);
      }
      // Every business may use (and its site may show) an address at its language's provider.
      this.providerBoxes.add(providerMailbox(b, input.providers));
    }
    for (const [domain, behaviour] of Object.entries(input.providerBehaviour))
      this.behaviours.set(domain, behaviour);
    this.noMailDomains = input.corpusDomains.slice(0, 12).map((d) => `old-${d}`);
  }

  behaviour(domain: string): MailBehaviour {
    return this.behaviours.get(domain.toLowerCase().replace(/\.$/, '')) ?? 'no_mail';
  }

  /** Domains whose behaviour is recorded (sites with DNS and the providers). */
  domains(): IterableIterator<[string, MailBehaviour]> {
    return this.behaviours.entries();
  }

  domain(domain: string): MailDomain {
    const d = domain.toLowerCase().replace(/\.$/, '');
    const behaviour = this.behaviour(d);
    switch (behaviour) {
      case 'no_mail':
        return { domain: d, behaviour, mx: null, address: null };
      case 'no_mx':
        return { domain: d, behaviour, mx: null, address: '127.0.0.1' };
      case 'dead':
        return { domain: d, behaviour, mx: `mail.${d}`, address: DEAD_MAIL_ADDRESS };
      default:
        return { domain: d, behaviour, mx: `mail.${d}`, address: '127.0.0.1' };
    }
  }

  /** Whether a mailbox exists on its domain's server. */
  exists(address: string): boolean {
    const a = address.toLowerCase();
    const domain = a.slice(a.lastIndexOf('@') + 1);
    const local = a.slice(0, a.lastIndexOf('@'));
    if (this.behaviour(domain) === 'no_mail') return false;
    if (local === 'postmaster') return true;
    if (this.input.providerBehaviour[domain] !== undefined) return this.providerBoxes.has(a);
    let set = this.boxes.get(domain);
    if (!set) {
      set = new Set<string>();
      const b = this.byDomain.get(domain);
      if (b?.site) {
        for (const e of this.input.siteAddresses(domain)) set.add(e.toLowerCase());
        for (const e of this.input.personMailboxes(domain)) set.add(e.toLowerCase());
        for (const p of b.site.people) if (p.email) set.add(p.email.toLowerCase());
        if (b.site.contactEmail) set.add(b.site.contactEmail.toLowerCase());
        if (b.email) set.add(b.email.toLowerCase());
      }
      this.boxes.set(domain, set);
      if (this.boxes.size > 5000) this.boxes.delete(this.boxes.keys().next().value!);
    }
    return set.has(a);
  }

  truth(address: string): MailboxTruth {
    const a = address.trim().toLowerCase();
    const at = a.lastIndexOf('@');
    const local = at > 0 ? a.slice(0, at) : a;
    const domain = at > 0 ? a.slice(at + 1) : '';
    const disposable = DISPOSABLE_DOMAINS.includes(domain);
    const role = isRoleLocal(local);
    if (!validSyntax(a))
      return {
        exists: false,
        expected: 'invalid',
        reason: 'syntax',
        behaviour: 'no_mail',
        disposable,
        role,
      };
    const behaviour = this.behaviour(domain);
    if (behaviour === 'no_mail')
      return {
        exists: false,
        expected: 'invalid',
        reason: 'no_mail_server',
        behaviour,
        disposable,
        role,
      };
    const exists = this.exists(a);
    const base = { exists, behaviour, disposable, role };
    switch (behaviour) {
      case 'catch_all':
        return { ...base, expected: 'accept_all', reason: 'catch_all' };
      case 'tarpit':
        return { ...base, expected: 'unknown', reason: 'timeout' };
      case 'drops':
        return { ...base, expected: 'unknown', reason: 'connection_closed' };
      case 'dead':
        return { ...base, expected: 'unknown', reason: 'connection_failed' };
      default:
        return exists
          ? { ...base, expected: 'valid' }
          : { ...base, expected: 'invalid', reason: 'mailbox_not_found' };
    }
  }
}
