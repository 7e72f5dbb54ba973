/**
 * The generated world: cities and the businesses in them, deterministic from a seed. Every
 * stand-in answers from this, and tests compare what the APIs return with it.
 */
import { CATEGORIES, type Category, type CategoryId } from './categories.js';
import { CITIES, type BBox, type City, type Lang } from './cities.js';
import { Rng } from './rng.js';
import { slug } from './text.js';

export type { BBox, City, Lang, Localized } from './cities.js';
export { CATEGORIES, type Category, type CategoryId } from './categories.js';

/** What a business's website does when visited. */
export type SiteState = 'up' | 'down' | 'redirect' | 'no-dns' | 'slow';

export interface Phone {
  /** "+34 912 34 56 78" */
  international: string;
  /** "912 34 56 78" */
  national: string;
}

export interface Person {
  name: string;
  title: string;
  /** "maria.lopez@domain" when the site publishes it. */
  email: string | null;
}

export interface Site {
  state: SiteState;
  /** Served as ISO-8859-1 bytes instead of UTF-8. */
  latin1: boolean;
  /** robots.txt disallows /privado. */
  disallowPrivate: boolean;
  /** Email in a mailto: on the contact page (~60% of sites). */
  contactEmail: string | null;
  people: Person[];
  legalName: string;
  taxId: string;
}

export interface Business {
  index: number;
  city: City;
  category: CategoryId;
  lang: Lang;
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
}

/** Mailbox providers of businesses without a website of their own. */
export const MAIL_PROVIDERS: Record<Lang, string> = { es: 'correo.test', en: 'mailbox.test' };

const SITE_STATES: SiteState[] = ['up', 'down', 'redirect', 'no-dns', 'slow'];
const SITE_STATE_WEIGHTS = [80, 8, 5, 4, 3];

const MADRID_COUNTS: Partial<Record<CategoryId, number>> = { dentist: 180, restaurant: 1600 };

const FIRST_NAMES = {
  es: {
    f: [
      'María',
      'Lucía',
      'Carmen',
      'Ana',
      'Laura',
      'Sofía',
      'Begoña',
      'Nuria',
      'Inés',
      'Paula',
      'Elena',
    ],
    m: [
      'José',
      'Antonio',
      'Javier',
      'Carlos',
      'Manuel',
      'Alejandro',
      'Íñigo',
      'Sergio',
      'Andrés',
      'Pablo',
    ],
  },
  en: {
    f: ['Jennifer', 'Sarah', 'Emily', 'Jessica', 'Ashley', 'Maria', 'Laura', 'Rachel'],
    m: ['Michael', 'David', 'James', 'Robert', 'Daniel', 'Carlos', 'Kevin', 'Brian'],
  },
};
const SURNAMES = {
  es: [
    'García',
    'López',
    'Martínez',
    'Sánchez',
    'Pérez',
    'Gómez',
    'Fernández',
    'Rodríguez',
    'Núñez',
    'Muñoz',
    'Ibáñez',
    'Peña',
    'Ordóñez',
    'Jiménez',
    'Álvarez',
    'Romero',
    'Navarro',
    'Domínguez',
    'Gutiérrez',
    'Ruiz',
    'Castaño',
    'Moreno',
  ],
  en: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Garcia',
    'Rodriguez',
    'Miller',
    'Davis',
    'Martinez',
    'Hernandez',
    'Lopez',
    'Wilson',
  ],
};
const TITLES = {
  es: {
    f: ['Directora', 'Gerente', 'Fundadora', 'Socia directora', 'Responsable de administración'],
    m: ['Director', 'Gerente', 'Fundador', 'Socio director', 'Responsable de administración'],
  },
  en: {
    f: ['Owner', 'Managing Partner', 'Office Manager', 'Founder', 'General Manager'],
    m: ['Owner', 'Managing Partner', 'Office Manager', 'Founder', 'General Manager'],
  },
};
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
    default:
      return `${rng.digits(2)}-${rng.digits(7)}`;
  }
}

/** A phone number in the country's usual written forms. */
function makePhone(rng: Rng, city: City, mobile: boolean): Phone {
  const cc = city.callingCode;
  switch (city.countryCode) {
    case 'es': {
      const d = mobile ? rng.pick(city.phone.mobile) + rng.digits(8) : rng.pick(city.phone.areas);
      const n = mobile ? d : d + rng.digits(9 - d.length);
      const national = `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 9)}`;
      return { national, international: `+${cc} ${national}` };
    }
    case 'ar': {
      const area = rng.pick(city.phone.areas);
      const rest = rng.digits(10 - area.length);
      const split = rest.length - 4;
      const local = `${rest.slice(0, split)}-${rest.slice(split)}`;
      if (mobile) {
        return {
          national: `0${area} 15-${local}`,
          international: `+${cc} 9 ${area} ${local}`,
        };
      }
      return { national: `0${area} ${local}`, international: `+${cc} ${area} ${local}` };
    }
    case 'mx': {
      const n = rng.digits(8);
      const national = `55 ${n.slice(0, 4)} ${n.slice(4)}`;
      return { national, international: `+${cc} ${national}` };
    }
    case 'co': {
      if (mobile) {
        const national = `${rng.pick(city.phone.mobile)} ${rng.digits(7)}`;
        return { national, international: `+${cc} ${national}` };
      }
      const n = rng.digits(7);
      return { national: `(601) ${n}`, international: `+${cc} 601 ${n}` };
    }
    case 'pe': {
      if (mobile) {
        const n = `9${rng.digits(8)}`;
        const national = `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
        return { national, international: `+${cc} ${national}` };
      }
      const n = rng.digits(7);
      return { national: `(01) ${n}`, international: `+${cc} 1 ${n}` };
    }
    case 'cl': {
      const n = rng.digits(8);
      const body = `${n.slice(0, 4)} ${n.slice(4)}`;
      if (mobile) return { national: `9 ${body}`, international: `+${cc} 9 ${body}` };
      return { national: `(2) ${body}`, international: `+${cc} 2 ${body}` };
    }
    default: {
      const area = rng.pick(city.phone.areas);
      const n = `${rng.int(2, 9)}${rng.digits(6)}`;
      return {
        national: `(${area}) ${n.slice(0, 3)}-${n.slice(3)}`,
        international: `+${cc} ${area}-${n.slice(0, 3)}-${n.slice(3)}`,
      };
    }
  }
}

function businessName(rng: Rng, cat: Category, city: City, neighbourhood: string): string {
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

function person(rng: Rng, lang: Lang, domain: string): Person {
  const female = rng.chance(0.5);
  const first = rng.pick(female ? FIRST_NAMES[lang].f : FIRST_NAMES[lang].m);
  const last = rng.pick(SURNAMES[lang]);
  const title = rng.pick(female ? TITLES[lang].f : TITLES[lang].m);
  return {
    name: `${first} ${last}`,
    title,
    email: rng.chance(0.4) ? `${slug(first)}.${slug(last)}@${domain}` : null,
  };
}

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
          const people = [person(rng, lang, domain)];
          if (rng.chance(0.3)) people.push(person(rng, lang, domain));
          let contactEmail: string | null = null;
          if (rng.chance(0.6)) {
            const kind = rng.next();
            const withEmail = people.find((p) => p.email !== null);
            if (kind < 0.3 && withEmail?.email) contactEmail = withEmail.email;
            else if (kind < 0.5) contactEmail = `${lang === 'es' ? 'contacto' : 'hello'}@${domain}`;
            else contactEmail = `info@${domain}`;
          }
          site = {
            state,
            latin1: lang === 'es' && rng.chance(0.05),
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
            ? `${rng.pick(['info', lang === 'es' ? 'contacto' : 'office', 'admin'])}@${domain}`
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
  const dnsNames = new Set<string>(Object.values(MAIL_PROVIDERS));
  const mxDomains = new Set<string>(Object.values(MAIL_PROVIDERS));
  for (const b of businesses) {
    byGoogle.set(b.googleId, b);
    byOsm.set(`${b.osmType}/${b.osmId}`, b);
    if (b.domain && b.site) {
      byDomain.set(b.domain, b);
      if (b.site.state !== 'no-dns') {
        dnsNames.add(b.domain);
        dnsNames.add(`www.${b.domain}`);
        dnsNames.add(`mail.${b.domain}`);
        mxDomains.add(b.domain);
      }
    }
  }
  const cityById = new Map(CITIES.map((c) => [c.id, c]));

  return {
    seed,
    cities: CITIES,
    categories: CATEGORIES,
    businesses,
    city(id) {
      const found = cityById.get(id);
      if (!found) throw new Error(`unknown city ${id}`);
      return found;
    },
    byDomain(domain) {
      const d = domain.toLowerCase().replace(/\.$/, '');
      return byDomain.get(d.startsWith('www.') ? d.slice(4) : d);
    },
    byGoogleId: (id) => byGoogle.get(id),
    byOsmId: (type, id) => byOsm.get(`${type}/${id}`),
    businessesIn(bbox, predicate) {
      return businesses.filter((b) => inBBox(bbox, b.lat, b.lon) && (!predicate || predicate(b)));
    },
    dnsNames,
    mxDomains,
  };
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
