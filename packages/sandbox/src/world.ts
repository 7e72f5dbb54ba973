/**
 * The generated world: cities and the businesses in them, deterministic from a seed. Every
 * stand-in answers from this, and tests compare what the APIs return with it.
 */
import { CATEGORIES, type Category, type CategoryId } from './categories.js';
import { CITIES, type BBox, type City, type Lang, type SiteLang } from './cities.js';
import { pickSites } from './corpus.js';
import {
  DEAD_MAIL_ADDRESS,
  DISPOSABLE_DOMAINS,
  MailWorld,
  type MailBehaviour,
  type MailboxTruth,
  type MailDomain,
} from './mail.js';
import {
  FIRST_NAMES,
  LOCAL_NAME_CORES,
  LOCAL_NAME_WORDS,
  roleOfTitle,
  SURNAMES,
  WORLD_TITLES,
  type ContactRole,
} from './names.js';
import { makePhone, type Phone } from './phones.js';
import { hash32, Rng } from './rng.js';
import { planSite, type HostileKind, type SitePlan, type SiteTruth } from './sites.js';
import { slug } from './text.js';

export type { BBox, City, Lang, Localized, SiteLang } from './cities.js';
export type { Phone } from './phones.js';
export { CATEGORIES, type Category, type CategoryId } from './categories.js';

/** What a business's website does when visited. */
export type SiteState = 'up' | 'down' | 'redirect' | 'no-dns' | 'slow';

export interface Person {
  name: string;
  title: string;
  /** The function the title stands for. */
  role: ContactRole;
  /** "maria.lopez@domain": the person's mailbox (the site may or may not publish it). */
  email: string | null;
}

export interface Site {
  state: SiteState;
  /** Served as ISO-8859-1 bytes instead of UTF-8 (other sites may use windows-1252: see siteTruth). */
  latin1: boolean;
  /** robots.txt disallows /privado (and, on some sites, the team page: see siteTruth). */
  disallowPrivate: boolean;
  /** The business's main address (generic or a person's); the site's truth says where it is shown. */
  contactEmail: string | null;
  people: Person[];
  legalName: string;
  taxId: string;
}

export interface Business {
  index: number;
  city: City;
  category: CategoryId;
  /** Language of the stand-ins' answers about it (Spanish or English). */
  lang: Lang;
  /** Language of its website. */
  siteLang: SiteLang;
  name: string;
  osmType: 'node' | 'way';
  osmId: number;
  googleId: string;
  lat: number;
  lon: number;
  street: string;
  housenumber: string;
  postcode: string | null;
  neighbourhood: string;
  /** Every phone the business lists (OSM tag and Google show the first). */
  phones: Phone[];
  /** "clinicasonrisa-madrid.test", or null when the business has no website. */
  domain: string | null;
  /** The website as listed (without the sandbox port), e.g. "http://www.x.test/". */
  website: string | null;
  site: Site | null;
  /** Email listed in OpenStreetMap (email / contact:email). */
  email: string | null;
  facebook: string | null;
  instagram: string | null;
  openingHours: string | null;
  /** OpenStreetMap tags; the website tag is without the sandbox port (see osmTags). */
  tags: Record<string, string>;
  rating: number;
  userRatingCount: number;
  primaryType: string;
  types: string[];
  businessStatus: 'OPERATIONAL';
  /** Stable pseudo relevance used to order Google results. */
  relevance: number;
}

export interface World {
  seed: number;
  cities: City[];
  categories: Category[];
  businesses: Business[];
  city(id: string): City;
  /** Accepts "x.test", "www.x.test" (any case). */
  byDomain(domain: string): Business | undefined;
  byGoogleId(id: string): Business | undefined;
  byOsmId(type: 'node' | 'way', id: number): Business | undefined;
  businessesIn(bbox: BBox, predicate?: (business: Business) => boolean): Business[];
  /** Names the DNS stand-in resolves (lower case): site domains, www. and mail. of them, mail providers. */
  dnsNames: ReadonlySet<string>;
  /** Domains that have an MX record. */
  mxDomains: ReadonlySet<string>;
  /** The A record of a name in dnsNames: 127.0.0.1, or 127.0.0.2 for dead mail servers. */
  addressOf(name: string): string | undefined;
  /** The labelled corpus: at least 60 sites that cover every pattern at least three times. */
  corpus(): SiteTruth[];
  /** The truth of any business website (accepts "www."), undefined for unknown domains. */
  siteTruth(domain: string): SiteTruth | undefined;
  /** Bad sites, kept out of the corpus: redirect loops, huge or binary bodies, hangs, private links. */
  hostileSites(): HostileSite[];
  /** How a domain's mail server behaves (unknown domains: no_mail). */
  mailDomain(domain: string): MailDomain;
  /** Truth of one address: does the mailbox exist, and what should a verifier answer. */
  mailbox(address: string): MailboxTruth;
  /** Labelled addresses for verification benchmarks: every status and behaviour, several times. */
  mailboxCorpus(): Array<{ address: string } & MailboxTruth>;
  /** Mailbox-only domains that do not resolve at all (expected invalid/no_mail_server). */
  noMailDomains: readonly string[];
  /** The rendered site of a business (the websites stand-in serves it). */
  sitePlan(domain: string): SitePlan | undefined;
  /** What a hostile site does, or null. */
  hostileKind(domain: string): HostileKind | null;
}

export interface HostileSite {
  domain: string;
  kind: HostileKind;
  /** The website as listed (without the sandbox port). */
  website: string;
}

/** How the mail providers behave. */
export const MAIL_PROVIDER_BEHAVIOUR: Record<string, MailBehaviour> = {
  'correo.test': 'normal',
  'mailbox.test': 'greylist',
};

/** Mailbox providers of businesses without a website of their own. */
export const MAIL_PROVIDERS: Record<Lang, string> = { es: 'correo.test', en: 'mailbox.test' };

const SITE_STATES: SiteState[] = ['up', 'down', 'redirect', 'no-dns', 'slow'];
const SITE_STATE_WEIGHTS = [80, 8, 5, 4, 3];

const MADRID_COUNTS: Partial<Record<CategoryId, number>> = { dentist: 180, restaurant: 1600 };

const OPENING_HOURS = [
  'Mo-Fr 09:00-20:00',
  'Mo-Fr 09:00-14:00,16:00-20:00; Sa 10:00-14:00',
  'Mo-Sa 10:00-21:00',
  'Mo-Su 12:00-16:00,20:00-23:30',
  'Mo-Fr 08:00-18:00',
  'Tu-Su 13:00-23:00',
  '24/7',
];

const LEGAL_SUFFIX: Record<string, string> = {
  pt: 'Lda.',
  br: 'Ltda.',
  fr: 'SARL',
  de: 'GmbH',
  es: 'S.L.',
  ar: 'S.R.L.',
  mx: 'S.A. de C.V.',
  co: 'S.A.S.',
  pe: 'S.A.C.',
  cl: 'SpA',
  us: 'LLC',
};

function taxId(rng: Rng, country: string): string {
  switch (country) {
    case 'es':
      return `B${rng.digits(8)}`;
    case 'ar':
      return `30-${rng.digits(8)}-${rng.int(0, 9)}`;
    case 'mx':
      return `${'ABCDEFGHJKLMNPRSTUVWXYZ'.slice(rng.int(0, 20)).slice(0, 3)}${rng.digits(6)}${rng.digits(3)}`;
    case 'co':
      return `900.${rng.digits(3)}.${rng.digits(3)}-${rng.int(0, 9)}`;
    case 'pe':
      return `20${rng.digits(9)}`;
    case 'cl':
      return `76.${rng.digits(3)}.${rng.digits(3)}-${rng.int(0, 9)}`;
    case 'pt':
      return `5${rng.digits(8)}`;
    case 'br':
      return `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}/0001-${rng.digits(2)}`;
    case 'fr':
      return `${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}`;
    case 'de':
      return `DE${rng.digits(9)}`;
    default:
      return `${rng.digits(2)}-${rng.digits(7)}`;
  }
}

function businessName(rng: Rng, cat: Category, city: City, neighbourhood: string): string {
  const local = city.siteLanguage;
  if (local === 'pt' || local === 'fr' || local === 'de') {
    const word = rng.pick(LOCAL_NAME_WORDS[local][cat.id]);
    const form = rng.next();
    if (form < 0.45) return `${word} ${rng.pick(SURNAMES[local])}`;
    if (form < 0.75) return `${word} ${neighbourhood}`;
    return `${word} ${rng.pick(LOCAL_NAME_CORES[local])}`;
  }
  if (city.language === 'en') {
    const suffix = rng.pick(cat.names.en);
    const form = rng.next();
    if (form < 0.55) return `${rng.pick(cat.names.enCores)} ${suffix}`;
    if (form < 0.8) return `${neighbourhood} ${suffix}`;
    return `${rng.pick(SURNAMES.en)} ${suffix}`;
  }
  const prefix = rng.pick(cat.names.es);
  const form = rng.next();
  if (form < 0.45) return `${prefix} ${rng.pick(cat.names.esCores)}`;
  if (form < 0.65) {
    if (cat.personal && rng.chance(0.5)) {
      const female = rng.chance(0.5);
      return `${prefix} ${female ? 'Dra.' : 'Dr.'} ${rng.pick(SURNAMES.es)}`;
    }
    return `${prefix} ${rng.pick(SURNAMES.es)}`;
  }
  if (form < 0.85) return `${prefix} ${rng.pick(cat.names.esCores)} ${neighbourhood}`;
  return `${prefix} ${neighbourhood}`;
}

function person(rng: Rng, lang: SiteLang, domain: string): Person {
  const female = rng.chance(0.5);
  const first = rng.pick(female ? FIRST_NAMES[lang].f : FIRST_NAMES[lang].m);
  const last = rng.pick(SURNAMES[lang]);
  const title = rng.pick(female ? WORLD_TITLES[lang].f : WORLD_TITLES[lang].m);
  return {
    name: `${first} ${last}`,
    title,
    role: roleOfTitle(title),
    email: rng.chance(0.4) ? `${slug(first)}.${slug(last)}@${domain}` : null,
  };
}

/** Generic local part of a business's main address, per website language. */
const CONTACT_LOCAL: Record<SiteLang, string> = {
  es: 'contacto',
  en: 'hello',
  pt: 'geral',
  fr: 'contact',
  de: 'kontakt',
};
const OSM_LOCAL: Record<SiteLang, string> = {
  es: 'contacto',
  en: 'office',
  pt: 'geral',
  fr: 'contact',
  de: 'kontakt',
};

function googleId(rng: Rng): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = 'ChIJ';
  for (let i = 0; i < 23; i++) id += alphabet[rng.int(0, 63)];
  return id;
}

function countFor(cat: Category, city: City): number {
  if (city.id === 'madrid') {
    const fixed = MADRID_COUNTS[cat.id];
    if (fixed !== undefined) return fixed;
  }
  return Math.max(5, Math.min(60, Math.round(cat.density * city.size)));
}

const cache = new Map<number, World>();

/** The world of a seed; the same seed always gives the same world (cached per process). */
export function generateWorld(seed: number): World {
  const cached = cache.get(seed);
  if (cached) return cached;
  const world = buildWorld(seed);
  cache.set(seed, world);
  return world;
}

/** Builds the world afresh, without the per-process cache of generateWorld. */
export function buildWorld(seed: number): World {
  const rng = new Rng(seed);
  const businesses: Business[] = [];
  const usedDomains = new Set<string>();
  const usedOsm = new Set<number>();
  const usedGoogle = new Set<string>();

  for (const city of CITIES) {
    const citySlug = slug(city.name);
    for (const cat of CATEGORIES) {
      const count = countFor(cat, city);
      for (let i = 0; i < count; i++) {
        const lang = city.language;
        const siteLang: SiteLang = city.siteLanguage ?? lang;
        const neighbourhood = rng.pick(city.neighbourhoods);
        const name = businessName(rng, cat, city, neighbourhood);
        const osmType: 'node' | 'way' = rng.chance(0.8) ? 'node' : 'way';
        let osmId: number;
        do {
          osmId =
            osmType === 'node'
              ? rng.int(25_000_000, 12_400_000_000)
              : rng.int(4_000_000, 1_350_000_000);
        } while (usedOsm.has(osmType === 'node' ? osmId : -osmId));
        usedOsm.add(osmType === 'node' ? osmId : -osmId);
        let gid: string;
        do gid = googleId(rng);
        while (usedGoogle.has(gid));
        usedGoogle.add(gid);

        const lat = round7(rng.range(city.bbox.south, city.bbox.north));
        const lon = round7(rng.range(city.bbox.west, city.bbox.east));
        const street = rng.pick(city.streets);
        const housenumber = String(rng.int(1, city.countryCode === 'us' ? 9800 : 240));
        const postcode = rng.chance(0.9) ? city.postcode(rng) : null;

        const phones: Phone[] = [];
        if (!rng.chance(0.15)) {
          phones.push(makePhone(rng, city, rng.chance(0.2)));
          if (rng.chance(0.12)) phones.push(makePhone(rng, city, true));
        }

        let domain: string | null = null;
        let website: string | null = null;
        let site: Site | null = null;
        const nameSlug = slug(name).slice(0, 40);
        if (rng.chance(0.75)) {
          let candidate = `${nameSlug}-${citySlug}.test`;
          for (let n = 2; usedDomains.has(candidate); n++)
            candidate = `${nameSlug}${n}-${citySlug}.test`;
          usedDomains.add(candidate);
          domain = candidate;
          const form = rng.next();
          website =
            form < 0.35
              ? `http://www.${domain}/`
              : form < 0.9
                ? `http://${domain}/`
                : `http://${domain}`;
          const state = SITE_STATES[rng.weightedIndex(SITE_STATE_WEIGHTS)] ?? 'up';
          const people = [person(rng, siteLang, domain)];
          if (rng.chance(0.3)) people.push(person(rng, siteLang, domain));
          let contactEmail: string | null = null;
          if (rng.chance(0.6)) {
            const kind = rng.next();
            const withEmail = people.find((p) => p.email !== null);
            if (kind < 0.3 && withEmail?.email) contactEmail = withEmail.email;
            else if (kind < 0.5)
              contactEmail = `${city.countryCode === 'br' ? 'contato' : CONTACT_LOCAL[siteLang]}@${domain}`;
            else contactEmail = `info@${domain}`;
          }
          site = {
            state,
            latin1: siteLang !== 'en' && rng.chance(0.05),
            disallowPrivate: rng.chance(0.1),
            contactEmail,
            people,
            legalName: `${name} ${LEGAL_SUFFIX[city.countryCode] ?? 'S.L.'}`,
            taxId: taxId(rng, city.countryCode),
          };
        }

        let email: string | null = null;
        if (rng.chance(0.2)) {
          email = domain
            ? `${rng.pick(['info', OSM_LOCAL[siteLang], 'admin'])}@${domain}`
            : `${nameSlug}@${MAIL_PROVIDERS[lang]}`;
        }
        let facebook: string | null = null;
        let instagram: string | null = null;
        if (rng.chance(0.15)) {
          const handle = slug(name, '.').slice(0, 30);
          if (rng.chance(0.7)) facebook = `https://www.facebook.com/${handle}`;
          if (!facebook || rng.chance(0.6))
            instagram = `https://www.instagram.com/${handle.replace(/\./g, '_')}`;
        }
        const openingHours = rng.chance(0.4) ? rng.pick(OPENING_HOURS) : null;

        const variant = cat.osm[rng.weightedIndex(cat.osm.map((v) => v.weight))];
        const tags: Record<string, string> = { name, ...(variant?.tags ?? {}) };
        tags['addr:street'] = street;
        tags['addr:housenumber'] = housenumber;
        if (postcode) tags['addr:postcode'] = postcode;
        tags['addr:city'] = city.name;
        if (phones.length > 0) {
          const value = phones
            .map((p) => (rng.chance(0.8) ? p.international : p.national))
            .join(';');
          tags[rng.chance(0.65) ? 'phone' : 'contact:phone'] = value;
        }
        if (website) tags[rng.chance(0.7) ? 'website' : 'contact:website'] = website;
        if (email) tags[rng.chance(0.6) ? 'email' : 'contact:email'] = email;
        if (facebook) tags['contact:facebook'] = facebook;
        if (instagram) tags['contact:instagram'] = instagram;
        if (openingHours) tags.opening_hours = openingHours;

        const skew = rng.next();
        const raw = 4.8 - 3.6 * skew ** 3 + rng.range(-0.3, 0.2);
        const rating = Math.round(Math.min(5, Math.max(1, raw)) * 10) / 10;
        const userRatingCount = Math.floor(Math.exp(rng.range(0, 7.6))) + 1;

        businesses.push({
          index: businesses.length,
          city,
          category: cat.id,
          lang,
          siteLang,
          name,
          osmType,
          osmId,
          googleId: gid,
          lat,
          lon,
          street,
          housenumber,
          postcode,
          neighbourhood,
          phones,
          domain,
          website,
          site,
          email,
          facebook,
          instagram,
          openingHours,
          tags,
          rating,
          userRatingCount,
          primaryType: cat.google.primaryType,
          types: cat.google.types,
          businessStatus: 'OPERATIONAL',
          relevance: Math.log(userRatingCount + 1) * rating + rng.range(0, 8),
        });
      }
    }
  }

  const byDomain = new Map<string, Business>();
  const byGoogle = new Map<string, Business>();
  const byOsm = new Map<string, Business>();
  for (const b of businesses) {
    byGoogle.set(b.googleId, b);
    byOsm.set(`${b.osmType}/${b.osmId}`, b);
    if (b.domain && b.site) byDomain.set(b.domain, b);
  }
  const cityById = new Map(CITIES.map((c) => [c.id, c]));
  const lookup = (domain: string): Business | undefined => {
    const d = domain.toLowerCase().replace(/\.$/, '');
    return byDomain.get(d.startsWith('www.') ? d.slice(4) : d);
  };

  // The labelled corpus, the hostile sites and every site's plan (built on demand, cached).
  const picked = pickSites(businesses);
  const force = new Map(picked.corpus.map((e) => [e.business.domain!, e.force]));
  const hostile = new Map(picked.hostile.map((h) => [h.business.domain!, h.kind]));
  const plans = new Map<string, SitePlan>();
  const truths = new Map<string, SiteTruth>();
  const planOf = (b: Business): SitePlan => {
    const domain = b.domain!;
    let plan = plans.get(domain);
    if (!plan) {
      plan = planSite({
        seed,
        business: b,
        force: force.get(domain),
        hostile: hostile.get(domain) ?? null,
      });
      plans.set(domain, plan);
      // Rendered pages are cheap to rebuild; keep the most recent few hundred sites.
      if (plans.size > 400) plans.delete(plans.keys().next().value!);
      // The first truth of a site stays the one handed out (plans may be rebuilt later).
      if (!truths.has(domain)) truths.set(domain, plan.truth);
    }
    return plan;
  };
  const truthOf = (b: Business): SiteTruth => truths.get(b.domain!) ?? planOf(b).truth;

  const mail = new MailWorld({
    seed,
    businesses,
    providers: MAIL_PROVIDERS,
    providerBehaviour: MAIL_PROVIDER_BEHAVIOUR,
    corpusDomains: picked.corpus.map((e) => e.business.domain!),
    siteAddresses: (domain) => {
      const b = byDomain.get(domain);
      if (!b?.site) return [];
      const t = truthOf(b);
      return [...t.emails, ...t.hidden.emails];
    },
    personMailboxes: (domain) => {
      const b = byDomain.get(domain);
      return b?.site ? Object.values(truthOf(b).mailboxes) : [];
    },
  });

  const dnsNames = new Set<string>();
  const mxDomains = new Set<string>();
  const deadHosts = new Set<string>();
  for (const [domain, behaviour] of mail.domains()) {
    if (behaviour === 'no_mail') continue;
    dnsNames.add(domain);
    dnsNames.add(`mail.${domain}`);
    if (byDomain.has(domain)) dnsNames.add(`www.${domain}`);
    if (behaviour !== 'no_mx') mxDomains.add(domain);
    if (behaviour === 'dead') deadHosts.add(`mail.${domain}`);
  }

  let corpusCache: SiteTruth[] | null = null;
  let mailboxCorpusCache: Array<{ address: string } & MailboxTruth> | null = null;

  const world: World = {
    seed,
    cities: CITIES,
    categories: CATEGORIES,
    businesses,
    city(id) {
      const found = cityById.get(id);
      if (!found) throw new Error(`unknown city ${id}`);
      return found;
    },
    byDomain: lookup,
    byGoogleId: (id) => byGoogle.get(id),
    byOsmId: (type, id) => byOsm.get(`${type}/${id}`),
    businessesIn(bbox, predicate) {
      return businesses.filter((b) => inBBox(bbox, b.lat, b.lon) && (!predicate || predicate(b)));
    },
    dnsNames,
    mxDomains,
    addressOf(name) {
      const n = name.toLowerCase().replace(/\.$/, '');
      if (!dnsNames.has(n)) return undefined;
      return deadHosts.has(n) ? DEAD_MAIL_ADDRESS : '127.0.0.1';
    },
    corpus() {
      corpusCache ??= picked.corpus.map((e) => truthOf(e.business));
      return corpusCache;
    },
    siteTruth(domain) {
      const b = lookup(domain);
      return b?.site ? truthOf(b) : undefined;
    },
    hostileSites() {
      return picked.hostile.map((h) => ({
        domain: h.business.domain!,
        kind: h.kind,
        website: h.business.website!,
      }));
    },
    mailDomain: (domain) => mail.domain(domain),
    mailbox: (address) => mail.truth(address),
    mailboxCorpus() {
      mailboxCorpusCache ??= buildMailboxCorpus(world, mail.noMailDomains);
      return mailboxCorpusCache;
    },
    noMailDomains: mail.noMailDomains,
    sitePlan(domain) {
      const b = lookup(domain);
      return b?.site ? planOf(b) : undefined;
    },
    hostileKind(domain) {
      const b = lookup(domain);
      return b?.domain ? (hostile.get(b.domain) ?? null) : null;
    },
  };
  return world;
}

/** Addresses with known answers: the corpus sites' own, missing ones, dead domains, providers. */
function buildMailboxCorpus(
  world: World,
  noMailDomains: readonly string[],
): Array<{ address: string } & MailboxTruth> {
  const out: Array<{ address: string } & MailboxTruth> = [];
  const seen = new Set<string>();
  const add = (address: string) => {
    const a = address.toLowerCase();
    if (seen.has(a)) return;
    seen.add(a);
    out.push({ address: a, ...world.mailbox(a) });
  };
  for (const t of world.corpus()) {
    for (const e of t.emails) add(e);
    add(`noexiste.${(hash32(t.domain) % 100000).toString(36)}@${t.domain}`);
  }
  for (const d of noMailDomains) add(`info@${d}`);
  let providers = 0;
  for (const b of world.businesses) {
    if (b.domain || !b.email || providers >= 20) continue;
    add(b.email);
    add(`x${b.email}`);
    providers++;
  }
  for (const d of DISPOSABLE_DOMAINS) add(`ventas@${d}`);
  for (const bad of [
    'info@@clinica.test',
    'maria.lopez@',
    'ana gomez@correo.test',
    'info@localhost',
  ])
    add(bad);
  return out;
}

export function inBBox(bbox: BBox, lat: number, lon: number): boolean {
  return lat >= bbox.south && lat <= bbox.north && lon >= bbox.west && lon <= bbox.east;
}

function round7(n: number): number {
  return Math.round(n * 1e7) / 1e7;
}

/** The website URL with the sandbox's websites port: "http://www.x.test:PORT/". */
export function websiteUrl(listed: string, port: number): string {
  return listed.replace(/^(https?:\/\/[^/:]+)/, `$1:${port}`);
}

/** A business's OpenStreetMap tags as served, its website carrying the sandbox port. */
export function osmTags(business: Business, websitesPort: number): Record<string, string> {
  const tags = { ...business.tags };
  for (const key of ['website', 'contact:website']) {
    const value = tags[key];
    if (value !== undefined) tags[key] = websiteUrl(value, websitesPort);
  }
  return tags;
}
