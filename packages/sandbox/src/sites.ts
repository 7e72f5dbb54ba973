/**
 * Every business website, generated from templates with the truth kept beside it: what a careful
 * human reader finds on the site (emails, phones, social profiles, contact people, size), which
 * patterns the site uses, and what robots.txt keeps out of reach.
 *
 * A site is planned from its business and a seeded generator of its own (so planning one site
 * never depends on another). Each piece of content is rendered into a page together with notes of
 * what it shows; the truth is the union of the notes of the pages a polite crawler may read.
 */
import type { SiteLang } from './cities.js';
import {
  FIRST_NAMES,
  SURNAMES,
  TEAM_TITLES,
  roleOfTitle,
  type ContactRole,
  type Gender,
} from './names.js';
import { e164, makePhone, nationalIsUnambiguous, type Phone } from './phones.js';
import { hash32, Rng } from './rng.js';
import {
  breakHtml,
  cfEncode,
  entityEncode,
  jsonLd,
  renderFrame,
  type Charset,
  type Layout,
  type NavLink,
} from './site-html.js';
import { domainMailPattern, mailLocal, type MailPattern } from './mail-patterns.js';
import { SITE_WORDS, type Link, type SiteWords } from './site-words.js';
import { escapeHtml, slug } from './text.js';
import type { Business } from './world.js';

export type { ContactRole } from './names.js';
export type SocialNetwork =
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'linkedin'
  | 'youtube'
  | 'tiktok';
export type EmailKind = 'person' | 'role' | 'generic';

/** What a bad site does instead of serving pages (kept out of the corpus' metrics). */
export type HostileKind =
  | 'redirect-loop'
  | 'huge-body'
  | 'huge-chunked'
  | 'binary'
  | 'hang'
  | 'private-links';

export interface SiteContact {
  name: string;
  title: string;
  role: ContactRole;
}

export interface SiteTruth {
  domain: string;
  language: SiteLang;
  /** Every genuine address a careful reader finds on the pages robots.txt allows, lower case. */
  emails: string[];
  /** Same-domain first, then person > role > generic (ties: the owner's, then page order). */
  bestEmail: string | null;
  /** Kind of each address in `emails`. */
  emailKinds: Record<string, EmailKind>;
  /** Paths each address in `emails` is on. */
  emailPages: Record<string, string[]>;
  /** E.164. */
  phones: string[];
  /** Canonical profile URLs. */
  socials: Partial<Record<SocialNetwork, string>>;
  /** https://www.linkedin.com/in/<slug> */
  linkedinPeople: string[];
  contacts: SiteContact[];
  /** As stated, normalised: "25", "50+", "11-50". */
  employees: string | null;
  /** "2.5M EUR"; estimate when the site says approx./aprox./~/estimated/ca. */
  revenue: { value: string; estimate: boolean } | null;
  /** Patterns the readable pages use (see SITE_PATTERNS). */
  patterns: string[];
  /** Paths of the site's pages (HTML and vCard), home first. */
  pages: string[];
  /** Paths robots.txt disallows; what is only there is left out of the truth. */
  robotsDisallowed: string[];
  /** What is only on disallowed pages (not in emails/contacts). */
  hidden: { emails: string[]; contacts: string[] };
  /** Addresses on the site that a careful reader would not count. */
  junk: string[];
  /** Redirects inside the site: path → target path. */
  redirects: Record<string, string>;
  charset: Charset;
  layout: Layout;
  /** Path of the home page ("/", or "/inicio" when "/" redirects there). */
  home: string;
  /** How the business names its people's mailboxes (see mail-patterns.ts). */
  mailPattern: MailPattern;
  /**
   * Every person the site names (hidden ones too) → their mailbox on the domain, shown or not:
   * the one the site or the world gives them, else the domain's pattern.
   */
  mailboxes: Record<string, string>;
}

/** Every pattern a site can be labelled with. */
export const SITE_PATTERNS = [
  // emails
  'mailto',
  'mailto-subject',
  'email-text',
  'obf-brackets',
  'obf-arroba',
  'obf-words',
  'html-entities',
  'cfemail',
  'jsonld-email',
  'microdata-email',
  'vcard',
  'email-off-home',
  'email-split',
  'no-email',
  'three-kinds',
  'off-domain-email',
  // junk
  'junk-image',
  'junk-placeholder',
  'junk-tracking',
  // phones
  'tel-link',
  'phone-national',
  'phone-international',
  'phone-jsonld',
  'phone-microdata',
  'phones-multiple',
  // socials
  'social-footer',
  'social-share-links',
  'social-twitter-com',
  'social-tracking-params',
  'social-mobile-host',
  'linkedin-company',
  'youtube',
  'tiktok',
  'jsonld-sameas',
  // contacts
  'team-page',
  'jsonld-person',
  'legal-owner',
  'linkedin-people',
  'role-owner',
  'role-marketing',
  'role-operations',
  'role-other',
  // size
  'employees-text',
  'employees-jsonld',
  'revenue',
  'revenue-estimate',
  // hard cases
  'latin1',
  'windows-1252',
  'broken-html',
  'robots-disallow',
  'contact-redirect',
  'home-redirect',
] as const;
export type SitePattern = (typeof SITE_PATTERNS)[number];

export interface SitePage {
  path: string;
  type: 'html' | 'vcard';
  body: string;
}

export interface SitePlan {
  domain: string;
  charset: Charset;
  /** The charset is named in the Content-Type header (else only in a <meta>). */
  charsetInHeader: boolean;
  pages: Map<string, SitePage>;
  /** path → location (relative, or "//" for the site's own absolute URL). */
  redirects: Map<string, string>;
  robots: string;
  notFound: string;
  truth: SiteTruth;
}

export interface SiteSpec {
  seed: number;
  business: Business;
  /** Patterns the site must use (corpus sites). */
  force?: ReadonlySet<string>;
  hostile?: HostileKind | null;
}

type Section = 'home' | 'contact' | 'about' | 'team' | 'legal' | 'privacy' | 'services';
type Channel =
  | 'mailto'
  | 'mailto-subject'
  | 'email-text'
  | 'obf-brackets'
  | 'obf-arroba'
  | 'obf-words'
  | 'html-entities'
  | 'cfemail'
  | 'jsonld-email'
  | 'microdata-email'
  | 'vcard';
type PhoneFormat =
  | 'tel-link'
  | 'phone-national'
  | 'phone-international'
  | 'phone-jsonld'
  | 'phone-microdata';

type Note =
  | { t: 'email'; address: string; kind: EmailKind; pattern: string }
  | { t: 'phone'; e164: string; pattern: string }
  | { t: 'social'; network: SocialNetwork; url: string; pattern: string }
  | { t: 'person'; url: string }
  | { t: 'contact'; name: string; title: string; role: ContactRole; rank: number; pattern: string }
  | { t: 'employees'; value: string; pattern: string }
  | { t: 'revenue'; value: string; estimate: boolean; pattern: string }
  | { t: 'junk'; address: string; pattern: string }
  | { t: 'pattern'; pattern: string };

interface Block {
  section: Section;
  slot: 'head' | 'main';
  order: number;
  html: string;
  notes: Note[];
}

interface Member {
  name: string;
  gender: Gender;
  title: string;
  role: ContactRole;
  email: string | null;
  linkedin: { canonical: string; shown: string } | null;
}

interface Mail {
  address: string;
  kind: EmailKind;
  section: Section;
  channel: Channel;
  /** Also written in plain text on the legal page. */
  alsoLegal: boolean;
}

interface PhoneUse {
  phone: Phone;
  e164: string;
  label: string;
  formats: PhoneFormat[];
  section: Section;
}

interface Profile {
  network: SocialNetwork;
  canonical: string;
  shown: string;
  pattern: string | null;
}

const EMAIL_CHANNELS: Channel[] = [
  'mailto',
  'mailto-subject',
  'email-text',
  'obf-brackets',
  'obf-arroba',
  'obf-words',
  'html-entities',
  'cfemail',
  'jsonld-email',
  'microdata-email',
  'vcard',
];
const CHANNEL_WEIGHTS = [40, 8, 16, 5, 4, 3, 6, 7, 4, 4, 3];

const CURRENCY: Record<string, string> = {
  es: 'EUR',
  pt: 'EUR',
  fr: 'EUR',
  de: 'EUR',
  us: 'USD',
  br: 'BRL',
  mx: 'MXN',
};

const SCHEMA_TYPES: Record<string, string> = {
  dentist: 'Dentist',
  doctors: 'Physician',
  restaurant: 'Restaurant',
  cafe: 'CafeOrCoffeeShop',
  bakery: 'Bakery',
  lawyer: 'LegalService',
  accountant: 'AccountingService',
  hotel: 'Hotel',
  pharmacy: 'Pharmacy',
  estate_agent: 'RealEstateAgent',
  hairdresser: 'HairSalon',
};

const B2B = new Set(['lawyer', 'accountant', 'architect', 'it', 'builder', 'estate_agent']);

const FACEBOOK_LOCALE: Record<SiteLang, string> = {
  es: 'es-la',
  en: 'en-gb',
  pt: 'pt-br',
  fr: 'fr-fr',
  de: 'de-de',
};

function genderOf(first: string, lang: SiteLang): Gender {
  return FIRST_NAMES[lang].f.includes(first) ? 'f' : 'm';
}

/** Feminine forms of the legal notices' owner labels. */
function genderLabel(label: string, gender: Gender): string {
  if (gender === 'm') return label;
  const forms: Record<string, string> = {
    Propietario: 'Propietaria',
    'Sócio-gerente': 'Sócia-gerente',
    Proprietário: 'Proprietária',
    Gérant: 'Gérante',
    Inhaber: 'Inhaberin',
    Geschäftsführer: 'Geschäftsführerin',
  };
  return forms[label] ?? label;
}

function decimalAmount(value: number, sep: string): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return sep === ',' ? text.replace('.', ',') : text;
}

class SiteBuilder {
  readonly b: Business;
  readonly seed: number;
  readonly domain: string;
  readonly lang: SiteLang;
  readonly w: SiteWords;
  readonly rng: Rng;
  readonly force: ReadonlySet<string>;
  readonly hostile: HostileKind | null;
  readonly blocks: Block[] = [];
  /** Content on every page (header bar and footer). */
  readonly top: Array<{ html: string; notes: Note[] }> = [];
  readonly bottom: Array<{ html: string; notes: Note[] }> = [];
  readonly scripts: Array<{ html: string; notes: Note[] }> = [];
  readonly structural = new Set<string>();
  layout: Layout = 'classic';
  charset: Charset = 'utf-8';
  charsetInHeader = true;
  metaStyle: 'charset' | 'http-equiv' = 'charset';
  broken = false;
  retinaLogo = false;
  readonly paths = new Map<Section, string>();
  readonly linkTexts = new Map<Section, string>();
  /** Link target of the contact page when a redirect leads to it. */
  contactLink: string | null = null;
  readonly redirects = new Map<string, string>();
  readonly disallowed: string[] = [];
  vcard: { path: string; body: string; notes: Note[] } | null = null;
  members: Member[] = [];
  /** A person shown only on a team page robots.txt disallows (robots-disallow sites). */
  hiddenMember: Member | null = null;
  readonly orgLd: Record<string, unknown> = {};
  orgLdWanted = false;
  readonly homePath: string;

  constructor(spec: SiteSpec) {
    const b = spec.business;
    if (!b.domain || !b.site) throw new Error('a site needs a business with a website');
    this.b = b;
    this.seed = spec.seed;
    this.domain = b.domain;
    this.lang = b.siteLang;
    this.w = SITE_WORDS[this.lang];
    this.rng = new Rng(hash32(`site:${spec.seed}:${b.domain}`));
    this.force = spec.force ?? new Set();
    this.hostile = spec.hostile ?? null;
    this.homePath = b.site.state === 'redirect' ? '/inicio' : '/';
  }

  has(pattern: string): boolean {
    return this.force.has(pattern);
  }

  add(
    section: Section,
    order: number,
    html: string,
    notes: Note[] = [],
    slot: Block['slot'] = 'main',
  ) {
    this.blocks.push({ section, order, html, notes, slot });
  }

  // -------------------------------------------------------------------------------------------
  // Structure: layout, charset, pages and their paths

  planStructure(): void {
    const { rng, w, b } = this;
    const site = b.site!;
    const layouts: Layout[] = ['classic', 'bootstrap', 'builder', 'legacy', 'onepage'];
    this.layout = layouts[rng.weightedIndex([35, 25, 14, 10, 16])] ?? 'classic';
    if (this.has('junk-tracking') && this.layout !== 'builder' && rng.chance(0.6))
      this.layout = 'builder';
    if (this.has('broken-html')) this.layout = rng.chance(0.7) ? 'legacy' : 'classic';
    // A one-page site cannot hide its team behind robots.txt, nor redirect to its contact page.
    const needsPages =
      this.has('robots-disallow') ||
      this.has('contact-redirect') ||
      this.has('email-off-home') ||
      this.has('email-split') ||
      this.has('team-page') ||
      this.has('vcard');
    if (needsPages && this.layout === 'onepage') this.layout = 'classic';

    if (site.latin1 || this.has('latin1')) {
      this.charset = 'iso-8859-1';
      this.charsetInHeader = true;
    } else if (this.has('windows-1252') || (this.lang !== 'en' && rng.chance(0.03))) {
      this.charset = 'windows-1252';
      this.charsetInHeader = rng.chance(0.5);
    }
    this.metaStyle = this.layout === 'legacy' || rng.chance(0.3) ? 'http-equiv' : 'charset';
    this.broken = this.has('broken-html') || (this.layout === 'legacy' && rng.chance(0.6));
    this.retinaLogo = this.has('junk-image') || rng.chance(0.25);

    const pick = (links: Link[]): Link => rng.pick(links);
    const set = (section: Section, link: Link) => {
      this.paths.set(section, link[0]);
      this.linkTexts.set(section, link[1]);
    };
    this.paths.set('home', this.homePath);
    this.linkTexts.set('home', rng.pick(w.home));
    if (this.layout === 'legacy') {
      set('contact', w.legacy.contact);
      set('about', w.legacy.about);
      set('legal', w.legacy.legal);
    } else {
      if (this.layout !== 'onepage') set('contact', pick(w.contact));
      if (this.layout !== 'onepage' && rng.chance(0.85)) set('about', pick(w.about));
      const legalChance = this.lang === 'de' ? 1 : this.lang === 'en' ? 0.55 : 0.85;
      if (rng.chance(legalChance) || this.has('legal-owner') || this.has('email-split'))
        set('legal', pick(w.legal));
      if (rng.chance(this.lang === 'de' ? 0.9 : 0.55)) set('privacy', pick(w.privacy));
    }
    const separateTeam =
      this.layout !== 'onepage' &&
      (this.has('team-page') || this.has('robots-disallow') || rng.chance(0.3));
    if (separateTeam) set('team', pick(w.team));
    if (this.layout !== 'legacy' && rng.chance(0.4)) set('services', pick(w.services));
    if (this.layout === 'onepage') {
      for (const s of ['contact', 'about', 'team'] as const) {
        this.paths.set(s, this.homePath);
        this.linkTexts.set(
          s,
          rng.pick(s === 'contact' ? w.contact : s === 'about' ? w.about : w.team)[1],
        );
      }
    }
    if (!this.paths.has('about')) this.paths.set('about', this.paths.get('contact')!);
    if (!this.paths.has('team')) this.paths.set('team', this.paths.get('about')!);

    if (this.has('contact-redirect') || (this.layout === 'classic' && rng.chance(0.05))) {
      const target = this.paths.get('contact')!;
      const moved = w.movedContact === target ? `${target}.old` : w.movedContact;
      this.contactLink = moved;
      this.redirects.set(moved, target);
      this.structural.add('contact-redirect');
    }
    if (this.has('robots-disallow') || (separateTeam && rng.chance(0.15))) {
      this.disallowed.push(this.paths.get('team')!);
      this.structural.add('robots-disallow');
    }
    if (this.charset === 'iso-8859-1') this.structural.add('latin1');
    if (this.charset === 'windows-1252') this.structural.add('windows-1252');
    if (this.broken) this.structural.add('broken-html');
    if (b.site!.state === 'redirect') this.structural.add('home-redirect');
  }

  path(section: Section): string {
    return this.paths.get(section) ?? this.homePath;
  }

  exists(section: Section): boolean {
    return (
      this.paths.has(section) &&
      (section === 'home' || this.path(section) !== this.homePath || this.layout === 'onepage')
    );
  }

  // -------------------------------------------------------------------------------------------
  // People

  planPeople(): void {
    const { rng, b, lang } = this;
    const site = b.site!;
    const members: Member[] = [];
    for (const p of site.people) {
      const first = p.name.split(' ')[0] ?? p.name;
      members.push({
        name: p.name,
        gender: genderOf(first, lang),
        title: p.title,
        role: roleOfTitle(p.title),
        email: p.email,
        linkedin: null,
      });
    }
    const wantRoles: ContactRole[] = [];
    if (this.has('role-marketing')) wantRoles.push('marketing');
    if (this.has('role-operations')) wantRoles.push('operations');
    if (this.has('role-other')) wantRoles.push('other');
    const extra = rng.chance(0.45) ? rng.int(1, 3) : 0;
    for (let i = 0; i < extra; i++)
      wantRoles.push(rng.pick(['marketing', 'operations', 'other'] as const));
    const used = new Set(members.map((m) => m.name));
    if (
      !members.some((m) => m.role === 'owner') &&
      (this.has('legal-owner') || this.has('jsonld-person') || rng.chance(0.4))
    )
      wantRoles.unshift('owner');
    for (const role of wantRoles) {
      const gender: Gender = rng.chance(0.5) ? 'f' : 'm';
      let name = '';
      for (let tries = 0; tries < 10 && (name === '' || used.has(name)); tries++)
        name = `${rng.pick(FIRST_NAMES[lang][gender])} ${rng.pick(SURNAMES[lang])}`;
      if (used.has(name)) continue;
      used.add(name);
      const title = rng.pick(TEAM_TITLES[lang][role][gender]);
      const [first = '', ...rest] = name.split(' ');
      const last = rest.join(' ');
      const email = rng.chance(0.35)
        ? rng.chance(0.5)
          ? `${slug(first)}@${this.domain}`
          : `${slug(first).slice(0, 1)}${slug(last)}@${this.domain}`
        : null;
      members.push({ name, gender, title, role: roleOfTitle(title), email, linkedin: null });
    }
    if (this.has('robots-disallow')) {
      const gender: Gender = rng.chance(0.5) ? 'f' : 'm';
      const first = rng.pick(FIRST_NAMES[lang][gender]);
      const last = rng.pick(SURNAMES[lang].filter((x) => !members.some((m) => m.name.endsWith(x))));
      const role = rng.pick(['marketing', 'other'] as const);
      const title = rng.pick(TEAM_TITLES[lang][role][gender]);
      const hidden: Member = {
        name: `${first} ${last}`,
        gender,
        title,
        role: roleOfTitle(title),
        email: `${slug(first)}.${slug(last)}@${this.domain}`,
        linkedin: null,
      };
      members.push(hidden);
      this.hiddenMember = hidden;
    }
    const wantLinkedin =
      this.has('linkedin-people') || (B2B.has(b.category) && rng.chance(0.3)) || rng.chance(0.08);
    if (wantLinkedin) {
      for (const m of members) {
        if (!this.has('linkedin-people') && !rng.chance(0.6)) continue;
        const handle = `${slug(m.name, '-')}-${rng.int(0x1000, 0xffff).toString(16)}`;
        const canonical = `https://www.linkedin.com/in/${handle}`;
        const shownForms = [
          canonical,
          `${canonical}/`,
          `https://${this.lang === 'en' ? 'www' : this.lang}.linkedin.com/in/${handle}/`,
          `${canonical}?originalSubdomain=${this.b.city.countryCode}`,
        ];
        m.linkedin = { canonical, shown: rng.pick(shownForms) };
      }
    }
    this.members = members;
  }

  owner(): Member | undefined {
    return this.members.find((m) => m.role === 'owner');
  }

  // -------------------------------------------------------------------------------------------
  // Emails

  planEmails(): Mail[] {
    const { rng, w, b, domain } = this;
    const site = b.site!;
    if (this.has('no-email') || (!this.force.size && rng.chance(0.08))) {
      // People keep their addresses off the site too.
      for (const m of this.members) m.email = null;
      return [];
    }
    const mails: Array<Omit<Mail, 'section' | 'channel' | 'alsoLegal'>> = [];
    const seen = new Set<string>();
    const push = (address: string, kind: EmailKind) => {
      const a = address.toLowerCase();
      if (seen.has(a)) return;
      seen.add(a);
      mails.push({ address: a, kind });
    };
    const contact = site.contactEmail;
    const genericLocal =
      contact && !this.members.some((m) => m.email === contact)
        ? contact.split('@')[0]!
        : rng.pick(w.generic);
    if (rng.chance(0.85) || this.has('three-kinds') || this.has('email-split'))
      push(`${genericLocal}@${domain}`, 'generic');
    const roles =
      rng.chance(0.35) || this.has('three-kinds') || this.has('email-split') ? rng.int(1, 2) : 0;
    const roleLocals = [...w.roles];
    for (let i = 0; i < roles; i++) {
      const local = roleLocals.splice(rng.int(0, roleLocals.length - 1), 1)[0];
      if (local) push(`${local}@${domain}`, 'role');
    }
    let persons = 0;
    for (const m of this.members) {
      if (m.email && (rng.chance(0.75) || this.has('three-kinds') || m === this.hiddenMember)) {
        push(m.email, 'person');
        persons++;
      } else m.email = null;
    }
    if (this.has('three-kinds') && persons === 0) {
      const m = this.members[0]!;
      const [first = '', ...rest] = m.name.split(' ');
      m.email = `${slug(first)}.${slug(rest.join(' '))}@${domain}`;
      push(m.email, 'person');
    }
    if (this.has('off-domain-email') || rng.chance(0.04)) {
      push(
        `${slug(b.name).slice(0, 40)}@${b.lang === 'en' ? 'mailbox.test' : 'correo.test'}`,
        'generic',
      );
    }
    if (mails.length === 0) push(`${genericLocal}@${domain}`, 'generic');

    // Channels: forced ones first, one address each, then drawn.
    const forcedChannels = EMAIL_CHANNELS.filter((c) => this.has(c));
    while (mails.length < forcedChannels.length) {
      const local = w.roles.find((r) => !seen.has(`${r}@${domain}`)) ?? `info${mails.length}`;
      push(`${local}@${domain}`, 'role');
    }
    const offHome = this.has('email-off-home');
    const result: Mail[] = [];
    mails.forEach((m, i) => {
      let channel: Channel =
        forcedChannels[i] ?? EMAIL_CHANNELS[rng.weightedIndex(CHANNEL_WEIGHTS)]!;
      if (!forcedChannels[i]) {
        if (channel === 'obf-arroba' && w.obfuscation !== 'arroba') channel = 'obf-brackets';
        if (channel === 'vcard' && this.vcardTaken()) channel = 'mailto';
        if (channel === 'jsonld-email' && offHome) channel = 'mailto';
        if (channel === 'microdata-email' && result.some((r) => r.channel === 'microdata-email'))
          channel = 'email-text';
      }
      result.push({ ...m, channel, section: this.sectionFor(m, channel, i), alsoLegal: false });
    });
    if (offHome) {
      for (const m of result) if (m.section === 'home') m.section = 'contact';
    }
    const hidden = result.find((m) => m.address === this.hiddenMember?.email);
    if (hidden) {
      hidden.section = 'team';
      if (
        !forcedChannels.includes(hidden.channel) ||
        hidden.channel === 'vcard' ||
        hidden.channel === 'jsonld-email'
      )
        hidden.channel = 'mailto';
    }
    if (this.has('email-split') && result.length >= 2) {
      const sections = new Set(result.map((m) => this.path(m.section)));
      if (sections.size < 2) {
        const last = result[result.length - 1]!;
        last.section = this.exists('legal')
          ? 'legal'
          : this.exists('privacy')
            ? 'privacy'
            : 'about';
        if (last.channel === 'vcard' || last.channel === 'jsonld-email')
          last.channel = 'email-text';
      }
    } else if (this.exists('legal') && rng.chance(0.35)) {
      const generic = result.find((m) => m.kind === 'generic' && m.section !== 'legal');
      if (generic) generic.alsoLegal = true;
    }
    // A privacy contact on privacy pages.
    if (this.exists('privacy') && rng.chance(0.3) && !this.has('email-split')) {
      const address = `${w.privacyRole}@${domain}`;
      if (!seen.has(address))
        result.push({
          address,
          kind: 'role',
          section: 'privacy',
          channel: rng.chance(0.5) ? 'mailto' : 'email-text',
          alsoLegal: false,
        });
    }
    return result;
  }

  private vcardCount = 0;
  vcardTaken(): boolean {
    return this.vcardCount > 0;
  }

  sectionFor(m: { kind: EmailKind; address: string }, channel: Channel, index: number): Section {
    const { rng } = this;
    if (channel === 'jsonld-email') return 'home';
    if (channel === 'vcard') {
      this.vcardCount++;
      return 'contact';
    }
    if (m.kind === 'person') {
      const member = this.members.find((p) => p.email === m.address);
      if (member && rng.chance(0.75)) return 'team';
      return 'contact';
    }
    if (index === 0 && this.has('email-off-home'))
      return rng.chance(0.7) ? 'contact' : this.exists('legal') ? 'legal' : 'contact';
    const r = rng.next();
    if (r < 0.62) return 'contact';
    if (r < 0.74 && this.exists('legal')) return 'legal';
    if (r < 0.84 && this.exists('about')) return 'about';
    return 'home';
  }

  /** An address written through one channel. */
  emailHtml(mail: Mail): string {
    const { rng, w } = this;
    const a = mail.address;
    const [local = '', host = ''] = a.split('@');
    const display =
      mail.kind !== 'person' && rng.chance(0.06)
        ? local.charAt(0).toUpperCase() + local.slice(1) + '@' + host
        : a;
    switch (mail.channel) {
      case 'mailto':
        return rng.chance(0.7)
          ? `<a href="mailto:${a}">${display}</a>`
          : `<a href="mailto:${a}" class="btn">${escapeHtml(rng.pick(w.writeUs))}</a> <span class="small">(${display})</span>`;
      case 'mailto-subject': {
        const subject = encodeURIComponent(w.subject);
        const withBody = rng.chance(0.3) ? `&body=${encodeURIComponent(this.b.name)}` : '';
        return rng.chance(0.5)
          ? `<a href="mailto:${a}?subject=${subject}${withBody}">${display}</a>`
          : `<a href="mailto:${a}?subject=${subject}${withBody}" title="${escapeHtml(rng.pick(w.writeUs))}">${escapeHtml(rng.pick(w.writeUs))}: ${display}</a>`;
      }
      case 'email-text':
        return rng.chance(0.5)
          ? `<strong>${display}</strong>`
          : `${display}${rng.chance(0.4) ? '.' : ''}`;
      case 'obf-brackets':
        return rng.pick([
          `${local} [at] ${host}`,
          `${local}(at)${host}`,
          `${local} (at) ${host}`,
          `${local} [at] ${host.split('.').join(' [dot] ')}`,
        ]);
      case 'obf-arroba':
        return rng.pick([
          `${local}(arroba)${host}`,
          `${local} [arroba] ${host}`,
          `${local} (arroba) ${host}`,
        ]);
      case 'obf-words':
        return `${local} at ${host.split('.').join(' dot ')}`;
      case 'html-entities': {
        const mode = rng.pick(['at', 'first', 'all', 'hex'] as const);
        const encoded = entityEncode(a, mode);
        return rng.chance(0.5)
          ? `<a href="${entityEncode('mailto:', 'all')}${encoded}">${encoded}</a>`
          : `<span class="mail">${encoded}</span>`;
      }
      case 'cfemail': {
        const hex = cfEncode(a, rng.int(1, 255));
        return rng.chance(0.6)
          ? `<a href="/cdn-cgi/l/email-protection#${hex}"><span class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</span></a>`
          : `<a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</a>`;
      }
      case 'microdata-email':
        return rng.chance(0.5)
          ? `<a itemprop="email" href="mailto:${a}">${a}</a>`
          : `<span itemprop="email">${a}</span>`;
      case 'jsonld-email':
      case 'vcard':
        return '';
    }
  }

  // -------------------------------------------------------------------------------------------
  // Phones

  planPhones(): PhoneUse[] {
    const { rng, b, w } = this;
    const phones: Array<{ phone: Phone; label: string }> = b.phones.map((p) => ({
      phone: p,
      label: w.phone,
    }));
    const phoneForced = [
      'tel-link',
      'phone-national',
      'phone-international',
      'phone-jsonld',
      'phone-microdata',
    ].some((p) => this.has(p));
    if (phones.length === 0 && (phoneForced || this.has('phones-multiple')))
      phones.push({ phone: makePhone(rng, b.city, false), label: w.phone });
    if (this.has('phones-multiple') || rng.chance(0.12)) {
      if (phones.length < 2) phones.push({ phone: makePhone(rng, b.city, true), label: w.mobile });
    }
    const forced: PhoneFormat[] = (
      [
        'tel-link',
        'phone-national',
        'phone-international',
        'phone-jsonld',
        'phone-microdata',
      ] as const
    ).filter((p) => this.has(p));
    return phones.map((p, i) => {
      const formats: PhoneFormat[] = [];
      if (i === 0) formats.push(...forced);
      if (
        formats.filter(
          (f) => f === 'tel-link' || f === 'phone-national' || f === 'phone-international',
        ).length === 0
      ) {
        formats.push(
          rng.pick(['tel-link', 'tel-link', 'phone-national', 'phone-international'] as const),
        );
      }
      if (!this.has('phone-jsonld') && rng.chance(0.15)) formats.push('phone-jsonld');
      let fixed = formats.map(
        (f): PhoneFormat =>
          f === 'phone-national' && !nationalIsUnambiguous(p.phone, b.city)
            ? 'phone-international'
            : f,
      );
      fixed = [...new Set(fixed)];
      const section: Section = i === 0 ? (rng.chance(0.6) ? 'home' : 'contact') : 'contact';
      return { phone: p.phone, e164: e164(p.phone), label: p.label, formats: fixed, section };
    });
  }

  phoneHtml(use: PhoneUse, format: PhoneFormat): string {
    const { rng, b } = this;
    const { phone } = use;
    const safeNational = nationalIsUnambiguous(phone, b.city);
    switch (format) {
      case 'tel-link': {
        const href = rng.pick([
          use.e164,
          use.e164,
          phone.international.replace(/[^+\d ]/g, ''),
          ...(safeNational ? [phone.national.replace(/\D/g, '')] : []),
        ]);
        const text = safeNational && rng.chance(0.6) ? phone.national : phone.international;
        return `${escapeHtml(use.label)}: <a href="tel:${href}">${escapeHtml(text)}</a>`;
      }
      case 'phone-national':
        return `${escapeHtml(use.label)}: ${escapeHtml(phone.national)}`;
      case 'phone-international':
        return `${escapeHtml(use.label)}: ${escapeHtml(phone.international)}`;
      case 'phone-microdata':
        return `${escapeHtml(use.label)}: <span itemprop="telephone">${escapeHtml(rng.chance(0.5) ? phone.international : safeNational ? phone.national : phone.international)}</span>`;
      case 'phone-jsonld':
        return '';
    }
  }

  // -------------------------------------------------------------------------------------------
  // Social profiles

  planSocials(): Profile[] {
    const { rng, b, lang } = this;
    const name = slug(b.name);
    const profiles: Profile[] = [];
    const add = (
      network: SocialNetwork,
      canonical: string,
      forms: Array<[string, string | null]>,
    ) => {
      const [shown, pattern] = rng.pick(forms);
      profiles.push({ network, canonical, shown, pattern });
    };
    const tracking = this.has('social-tracking-params');
    const mobileHost = this.has('social-mobile-host');
    const fbHandle = b.facebook
      ? b.facebook.replace(/^https:\/\/www\.facebook\.com\//, '')
      : slug(b.name, '.').slice(0, 30);
    if (b.facebook || mobileHost || tracking || this.has('social-footer') || rng.chance(0.45)) {
      const c = `https://www.facebook.com/${fbHandle}`;
      const forms: Array<[string, string | null]> = mobileHost
        ? [
            [`https://m.facebook.com/${fbHandle}`, 'social-mobile-host'],
            [`https://${FACEBOOK_LOCALE[lang]}.facebook.com/${fbHandle}/`, 'social-mobile-host'],
          ]
        : tracking
          ? [
              [
                `${c}/?utm_source=website&utm_medium=footer&utm_campaign=social`,
                'social-tracking-params',
              ],
            ]
          : [
              [c, null],
              [`${c}/`, null],
              [`https://facebook.com/${fbHandle}`, null],
              [`http://www.facebook.com/${fbHandle}`, null],
            ];
      add('facebook', c, forms);
    }
    const igHandle = b.instagram
      ? b.instagram.replace(/^https:\/\/www\.instagram\.com\//, '')
      : slug(b.name, '_').slice(0, 30);
    if (b.instagram || tracking || rng.chance(0.4)) {
      const c = `https://www.instagram.com/${igHandle}`;
      add(
        'instagram',
        c,
        tracking
          ? [
              [`${c}/?utm_source=ig_web_button_share_sheet`, 'social-tracking-params'],
              [`https://instagram.com/${igHandle}?igsh=MXZ0bDRh`, 'social-tracking-params'],
            ]
          : [
              [`${c}/`, null],
              [c, null],
              [`https://instagram.com/${igHandle}/`, null],
              [`${c}/?hl=${lang}`, 'social-tracking-params'],
            ],
      );
    }
    if (this.has('social-twitter-com') || rng.chance(0.18)) {
      const handle = name.slice(0, 15);
      const c = `https://x.com/${handle}`;
      add(
        'twitter',
        c,
        this.has('social-twitter-com')
          ? [
              [`https://twitter.com/${handle}`, 'social-twitter-com'],
              [`https://www.twitter.com/${handle}/`, 'social-twitter-com'],
            ]
          : [
              [c, null],
              [`https://twitter.com/${handle}`, 'social-twitter-com'],
            ],
      );
    }
    if (this.has('linkedin-company') || rng.chance(B2B.has(b.category) ? 0.45 : 0.15)) {
      const s = slug(b.name, '-');
      const c = `https://www.linkedin.com/company/${s}`;
      add('linkedin', c, [
        [`${c}/`, null],
        [c, null],
        [`https://${lang === 'en' ? 'www' : lang}.linkedin.com/company/${s}`, null],
        [`${c}/about/?trk=public_profile`, 'social-tracking-params'],
      ]);
    }
    if (this.has('youtube') || rng.chance(0.1)) {
      if (rng.chance(0.6)) {
        const c = `https://www.youtube.com/@${name.slice(0, 30)}`;
        add('youtube', c, [
          [c, null],
          [`https://youtube.com/@${name.slice(0, 30)}`, null],
          [`https://m.youtube.com/@${name.slice(0, 30)}`, 'social-mobile-host'],
        ]);
      } else {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        let id = 'UC';
        for (let i = 0; i < 22; i++) id += alphabet[rng.int(0, 63)];
        const c = `https://www.youtube.com/channel/${id}`;
        add('youtube', c, [
          [c, null],
          [`${c}?sub_confirmation=1`, 'social-tracking-params'],
        ]);
      }
    }
    if (this.has('tiktok') || rng.chance(0.07)) {
      const handle = slug(b.name, '_').slice(0, 24);
      const c = `https://www.tiktok.com/@${handle}`;
      add('tiktok', c, [
        [c, null],
        [`https://tiktok.com/@${handle}?lang=${lang}`, 'social-tracking-params'],
      ]);
    }
    return profiles;
  }

  socialIcon(p: Profile): string {
    const label = {
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'X (Twitter)',
      linkedin: 'LinkedIn',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    }[p.network];
    return this.rng.chance(0.5)
      ? `<a href="${escapeHtml(p.shown)}" target="_blank" rel="noopener">${label}</a>`
      : `<a href="${escapeHtml(p.shown)}" aria-label="${label}" class="icon icon-${p.network}"><svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10"/></svg></a>`;
  }

  shareLinks(path: string): string {
    const url = encodeURIComponent(`http://${this.domain}${path}`);
    const text = encodeURIComponent(this.b.name);
    return `<div class="share">${escapeHtml(this.w.share)}:
<a href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank">Facebook</a>
<a href="https://twitter.com/intent/tweet?url=${url}&amp;text=${text}" target="_blank">Twitter</a>
<a href="https://www.linkedin.com/shareArticle?mini=true&amp;url=${url}" target="_blank">LinkedIn</a>
<a href="https://api.whatsapp.com/send?text=${text}%20${url}" target="_blank">WhatsApp</a>
</div>`;
  }

  // -------------------------------------------------------------------------------------------
  // Composition

  build(): SitePlan {
    const { rng, w, b } = this;
    this.planStructure();
    this.planPeople();
    const mails = this.planEmails();
    const phones = this.planPhones();
    const profiles = this.planSocials();
    const name = escapeHtml(b.name);
    const address = this.addressLine();

    // Home
    const welcome = escapeHtml(w.welcome(b.name, b.neighbourhood, b.city.name));
    this.add(
      'home',
      0,
      `<h1>${name}</h1>\n<p class="intro">${this.charset === 'windows-1252' ? `“${welcome}”` : welcome}</p>`,
    );
    this.add('home', 10, `<p class="address">${w.address}: ${escapeHtml(address)}</p>`);
    if (b.openingHours) this.add('home', 40, `<p>${w.hours}: ${escapeHtml(b.openingHours)}</p>`);
    if (this.exists('contact') && this.layout !== 'onepage') {
      const link = this.contactLink ?? this.path('contact');
      this.add(
        'home',
        60,
        `<p class="cta"><a href="${link}">${escapeHtml(this.linkTexts.get('contact') ?? 'Contact')}</a></p>`,
      );
    }
    if (this.charset === 'windows-1252' || rng.chance(0.15)) {
      const cur = CURRENCY[b.city.countryCode] ?? 'USD';
      const price = (n: number) =>
        cur === 'EUR'
          ? `${decimalAmount(n, w.decimal)} €`
          : cur === 'USD'
            ? `$${n.toFixed(2)}`
            : `${n.toFixed(2)} ${cur}`;
      const target: Section = this.exists('services') ? 'services' : 'home';
      this.add(
        target,
        50,
        `<ul class="prices"><li>${escapeHtml(w.servicesText)} — ${price(rng.int(15, 90) + 0.5)}</li><li>${price(rng.int(100, 400))}</li></ul>`,
      );
    }
    if (this.exists('services'))
      this.add(
        'services',
        0,
        `<h1>${escapeHtml(this.linkTexts.get('services')!)}</h1>\n<p>${escapeHtml(w.servicesText)}</p>`,
      );

    // Contact page heading, address, form
    const contactHeading = this.linkTexts.get('contact') ?? 'Contact';
    this.add(
      'contact',
      0,
      this.layout === 'onepage'
        ? `<section id="contact"><h2>${escapeHtml(contactHeading)}</h2>`
        : `<h1>${escapeHtml(contactHeading)}</h1>`,
    );
    this.add('contact', 10, `<p>${w.address}: ${escapeHtml(address)}</p>`);
    this.contactForm();
    if (this.layout === 'onepage') this.add('contact', 99, '</section>');

    // Phones
    const ldPhones: string[] = [];
    const microPhones: PhoneUse[] = [];
    for (const use of phones) {
      for (const format of use.formats) {
        if (format === 'phone-jsonld') {
          ldPhones.push(use.phone.international);
          continue;
        }
        if (format === 'phone-microdata') {
          microPhones.push(use);
          continue;
        }
        const section = format === use.formats[0] ? use.section : 'contact';
        this.add(section, 20, `<p class="phone">${this.phoneHtml(use, format)}</p>`, [
          { t: 'phone', e164: use.e164, pattern: format },
        ]);
      }
      if (use.section === 'home' && rng.chance(0.5)) {
        this.add('contact', 20, `<p class="phone">${this.phoneHtml(use, 'tel-link')}</p>`, [
          { t: 'phone', e164: use.e164, pattern: 'tel-link' },
        ]);
      }
    }
    if (phones.length > 0 && rng.chance(0.25) && this.layout !== 'legacy') {
      const first = phones[0]!;
      const safe = nationalIsUnambiguous(first.phone, b.city);
      this.top.push({
        html: `<a href="tel:${first.e164}">${escapeHtml(safe ? first.phone.national : first.phone.international)}</a>`,
        notes: [{ t: 'phone', e164: first.e164, pattern: 'tel-link' }],
      });
    }

    // Emails
    const microMails = mails.filter((m) => m.channel === 'microdata-email');
    const ldEmails: string[] = [];
    for (const mail of mails) {
      const note: Note = {
        t: 'email',
        address: mail.address,
        kind: mail.kind,
        pattern: mail.channel,
      };
      if (mail.channel === 'jsonld-email') {
        // Every address drawn for this channel goes into the organisation's JSON-LD: a string
        // for one, a list for several (the truth has each of them on the home page).
        ldEmails.push(rng.chance(0.3) ? `mailto:${mail.address}` : mail.address);
        this.orgLd.email = ldEmails.length === 1 ? ldEmails[0] : [...ldEmails];
        this.orgLdWanted = true;
        this.add('home', 0, '', [note], 'head');
      } else if (mail.channel === 'vcard') {
        this.vcardNotes.push(note);
        this.vcardEmails.push(mail.address);
      } else if (mail.channel !== 'microdata-email') {
        const person = this.members.find((m) => m.email === mail.address);
        if (mail.kind === 'person' && person && mail.section === 'team') {
          this.personMail.set(mail.address, { html: this.emailHtml(mail), note });
        } else {
          const label = rng.pick(w.email);
          this.add(
            mail.section,
            30,
            `<p class="email">${escapeHtml(label)}: ${this.emailHtml(mail)}</p>`,
            [note],
          );
        }
      }
      if (mail.alsoLegal) this.legalEmail = mail;
    }
    if (microMails.length > 0 || microPhones.length > 0) {
      const section: Section =
        microMails[0]?.section === 'home' ||
        (!microMails.length && microPhones[0]?.section === 'home')
          ? 'home'
          : 'contact';
      const parts: string[] = [
        `<div itemscope itemtype="https://schema.org/${SCHEMA_TYPES[b.category] ?? 'LocalBusiness'}">`,
        `<span itemprop="name">${name}</span>`,
      ];
      const notes: Note[] = [];
      parts.push(
        `<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${escapeHtml(`${b.street} ${b.housenumber}`)}</span>, <span itemprop="addressLocality">${escapeHtml(b.city.name)}</span></div>`,
      );
      for (const use of microPhones) {
        parts.push(`<p>${this.phoneHtml(use, 'phone-microdata')}</p>`);
        notes.push({ t: 'phone', e164: use.e164, pattern: 'phone-microdata' });
      }
      for (const mail of microMails) {
        parts.push(`<p>${escapeHtml(rng.pick(w.email))}: ${this.emailHtml(mail)}</p>`);
        notes.push({
          t: 'email',
          address: mail.address,
          kind: mail.kind,
          pattern: 'microdata-email',
        });
      }
      parts.push('</div>');
      this.add(section, 25, parts.join('\n'), notes);
    }
    if (this.vcardEmails.length > 0) this.buildVcard(phones[0]);

    // Team, legal, about, privacy
    this.teamSection();
    this.peopleLd();
    this.aboutSection();
    this.legalSection(phones[0]);
    this.privacySection();
    this.sizeStatements();

    // Socials
    if (profiles.length > 0) {
      const inFooter =
        this.has('social-footer') || this.layout === 'legacy' ? true : rng.chance(0.75);
      const html = `<p class="social">${escapeHtml(w.followUs)}: ${profiles.map((p) => this.socialIcon(p)).join(' ')}</p>`;
      const notes: Note[] = profiles.map((p) => ({
        t: 'social',
        network: p.network,
        url: p.canonical,
        pattern: p.pattern ?? (inFooter ? 'social-footer' : 'social-link'),
      }));
      for (const p of profiles)
        if (p.pattern && inFooter) notes.push({ t: 'pattern', pattern: 'social-footer' });
      if (inFooter) this.bottom.push({ html, notes });
      else this.add('contact', 70, html, notes);
      if (this.has('jsonld-sameas') || rng.chance(0.2)) {
        this.orgLd.sameAs = profiles.map((p) => p.canonical);
        this.orgLdWanted = true;
        this.add(
          'home',
          0,
          '',
          profiles.map((p) => ({
            t: 'social',
            network: p.network,
            url: p.canonical,
            pattern: 'jsonld-sameas',
          })),
          'head',
        );
      }
    }
    if (this.has('social-share-links') || rng.chance(0.15)) {
      this.add('home', 80, this.shareLinks(this.homePath), [
        { t: 'pattern', pattern: 'social-share-links' },
      ]);
      if (this.exists('about') && this.path('about') !== this.homePath)
        this.add('about', 80, this.shareLinks(this.path('about')), [
          { t: 'pattern', pattern: 'social-share-links' },
        ]);
    }

    // Junk
    this.junk();
    if (this.hostile === 'private-links') {
      this.add(
        'contact',
        90,
        `<ul class="internal">
<li><a href="http://127.0.0.1/admin">Admin</a></li>
<li><a href="http://169.254.169.254/latest/meta-data/">Metadata</a></li>
<li><a href="http://localhost:8080/intranet">Intranet</a></li>
<li><a href="http://10.0.0.5/contacto">Contacto interno</a></li>
<li><a href="http://[::1]/">IPv6</a></li>
<li><a href="http://2130706433/">Decimal</a></li>
<li><a href="/intranet">Intranet (redirect)</a></li>
</ul>`,
      );
      this.redirects.set(
        '/intranet',
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      );
    }

    // Structured data of the organisation
    if (ldPhones.length > 0) {
      this.orgLd.telephone = ldPhones.length === 1 ? ldPhones[0] : ldPhones;
      this.orgLdWanted = true;
      this.add(
        'home',
        0,
        '',
        phones
          .filter((p) => p.formats.includes('phone-jsonld'))
          .map((p) => ({ t: 'phone', e164: p.e164, pattern: 'phone-jsonld' })),
        'head',
      );
    }
    if (this.orgLdWanted || rng.chance(0.3)) this.add('home', 0, this.organizationLd(), [], 'head');

    return this.assemble(profiles);
  }

  readonly vcardNotes: Note[] = [];
  readonly vcardEmails: string[] = [];
  readonly personMail = new Map<string, { html: string; note: Note }>();
  legalEmail: Mail | null = null;

  addressLine(): string {
    const b = this.b;
    switch (b.city.countryCode) {
      case 'us':
        return `${b.housenumber} ${b.street}, ${b.city.name}, ${b.city.stateShort ?? ''} ${b.postcode ?? ''}`.trim();
      case 'de':
        return `${b.street} ${b.housenumber}, ${b.postcode ?? ''} ${b.city.name}`;
      case 'fr':
        return `${b.housenumber} ${b.street}, ${b.postcode ?? ''} ${b.city.name}`;
      case 'pt':
      case 'br':
        return `${b.street}, ${b.housenumber}, ${b.postcode ? `${b.postcode} ` : ''}${b.city.name}`;
      default:
        return `${b.street} ${b.housenumber}${b.postcode ? `, ${b.postcode}` : ','} ${b.city.name}`;
    }
  }

  contactForm(): void {
    const { w, rng } = this;
    const placeholders = this.has('junk-placeholder') || rng.chance(0.35);
    const notes: Note[] = [];
    let emailInput = `<input type="email" name="email" required>`;
    let help = '';
    if (placeholders) {
      const ph = rng.pick(w.placeholders);
      emailInput = `<input type="email" name="email" placeholder="${ph}" required>`;
      notes.push({ t: 'junk', address: ph, pattern: 'junk-placeholder' });
      if (rng.chance(0.5)) {
        help = `<small class="help">${escapeHtml(w.form.example)}</small>`;
        notes.push({
          t: 'junk',
          address: w.form.example.replace(/^.*?(\S+@\S+)$/, '$1'),
          pattern: 'junk-placeholder',
        });
      }
    }
    const action = this.path('contact');
    this.add(
      'contact',
      50,
      `<form method="post" action="${action}" class="contact-form">
<label>${escapeHtml(w.form.name)} <input type="text" name="name"></label>
<label>${escapeHtml(w.form.email)} ${emailInput}</label>${help}
<label>${escapeHtml(w.form.message)} <textarea name="message"></textarea></label>
<button type="submit">${escapeHtml(w.form.send)}</button>
</form>`,
      notes,
    );
  }

  buildVcard(phone: PhoneUse | undefined): void {
    const { b, w } = this;
    const lines = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `FN:${b.name}`,
      `ORG:${b.site!.legalName}`,
      ...(phone ? [`TEL;TYPE=WORK,VOICE:${phone.phone.international}`] : []),
      ...this.vcardEmails.map((e) => `EMAIL;TYPE=INTERNET,WORK:${e}`),
      `ADR;TYPE=WORK:;;${b.street} ${b.housenumber};${b.city.name};;${b.postcode ?? ''};${b.city.country.en}`,
      `URL:http://${this.domain}/`,
      'END:VCARD',
      '',
    ];
    const notes = [...this.vcardNotes];
    if (phone) notes.push({ t: 'phone', e164: phone.e164, pattern: 'vcard' });
    this.vcard = { path: w.vcardFile, body: lines.join('\r\n'), notes };
    this.add(
      'contact',
      35,
      `<p class="vcard"><a href="${w.vcardFile}" type="text/vcard" download>${escapeHtml(w.vcardLink)}</a></p>`,
    );
  }

  teamSection(): void {
    const { rng, w } = this;
    const members = this.members;
    if (members.length === 0) return;
    const section: Section = 'team';
    const separate =
      this.path('team') !== this.path('about') && this.path('team') !== this.homePath;
    const showTeam =
      separate || this.has('team-page') || rng.chance(0.7) || this.layout === 'onepage';
    const heading = rng.pick(w.teamHeading);
    if (separate)
      this.add(section, 0, `<h1>${escapeHtml(this.linkTexts.get('team') ?? heading)}</h1>`);
    if (!showTeam) {
      // The people's emails, if any, still have to be somewhere: the contact page.
      for (const [, pm] of this.personMail)
        this.add('contact', 31, `<p class="email">${pm.html}</p>`, [pm.note]);
      this.personMail.clear();
      return;
    }
    const format =
      this.layout === 'legacy'
        ? 'table'
        : rng.pick(['dash', 'endash', 'comma', 'pipe', 'colon', 'card', 'card'] as const);
    const item = (m: Member): string => {
      const n = escapeHtml(m.name);
      const t = escapeHtml(m.title);
      switch (format) {
        case 'dash':
          return `${n} — ${t}`;
        case 'endash':
          return `${n} – ${t}`;
        case 'comma':
          return `${n}, ${t}`;
        case 'pipe':
          return `${n} | ${t}`;
        case 'colon':
          return `${t}: ${n}`;
        case 'card':
          return `<h3>${n}</h3><p class="role">${t}</p>`;
        case 'table':
          return `<TD><B>${n}</B></TD><TD>${t}</TD>`;
      }
    };
    const rows: string[] = [];
    const notes: Note[] = [{ t: 'pattern', pattern: 'team-page' }];
    for (const m of members) {
      const extras: string[] = [];
      const pm = m.email ? this.personMail.get(m.email) : undefined;
      if (pm) {
        extras.push(pm.html);
        notes.push(pm.note);
        this.personMail.delete(m.email!);
      }
      if (m.linkedin) {
        extras.push(
          `<a href="${escapeHtml(m.linkedin.shown)}" class="linkedin" aria-label="LinkedIn">in</a>`,
        );
        notes.push({ t: 'person', url: m.linkedin.canonical });
      }
      notes.push({
        t: 'contact',
        name: m.name,
        title: m.title,
        role: m.role,
        rank: 0,
        pattern: 'team-page',
      });
      const extra = extras.length ? ` ${extras.join(' ')}` : '';
      if (format === 'card') rows.push(`<div class="member">${item(m)}${extra}</div>`);
      else if (format === 'table') rows.push(`<TR>${item(m)}<TD>${extra}</TD></TR>`);
      else rows.push(`<li>${item(m)}${extra}</li>`);
    }
    const list =
      format === 'card'
        ? `<div class="team">\n${rows.join('\n')}\n</div>`
        : format === 'table'
          ? `<TABLE class=team>\n${rows.join('\n')}\n</TABLE>`
          : `<ul class="team">\n${rows.join('\n')}\n</ul>`;
    const wrapOpen = this.layout === 'onepage' ? '<section id="team">' : '';
    const wrapClose = this.layout === 'onepage' ? '</section>' : '';
    this.add(section, 40, `${wrapOpen}<h2>${escapeHtml(heading)}</h2>\n${list}${wrapClose}`, notes);
    for (const [, pm] of this.personMail)
      this.add('contact', 31, `<p class="email">${pm.html}</p>`, [pm.note]);
    this.personMail.clear();
  }

  /** Structured data about the people: founder/employee of the organisation, or Person items. */
  peopleLd(): void {
    const { rng } = this;
    const members = this.members;
    const separate =
      this.path('team') !== this.path('about') && this.path('team') !== this.homePath;
    const offHome = this.has('email-off-home');
    if (this.has('jsonld-person') || (!this.hiddenMember && rng.chance(0.12))) {
      const owner = this.owner();
      const others = members.filter((m) => m !== owner && m !== this.hiddenMember);
      if (rng.chance(0.5) || !separate) {
        if (owner)
          this.orgLd.founder = { '@type': 'Person', name: owner.name, jobTitle: owner.title };
        if (others.length > 0)
          this.orgLd.employee = others.map((m) => ({
            '@type': 'Person',
            name: m.name,
            jobTitle: m.title,
            ...(m.email && !offHome ? { email: m.email } : {}),
          }));
        this.orgLdWanted = true;
        const ldNotes: Note[] = members
          .filter((m) => m === owner || others.includes(m))
          .map((m) => ({
            t: 'contact',
            name: m.name,
            title: m.title,
            role: m.role,
            rank: 1,
            pattern: 'jsonld-person',
          }));
        for (const m of others)
          if (m.email && !offHome)
            ldNotes.push({ t: 'email', address: m.email, kind: 'person', pattern: 'jsonld-email' });
        this.add('home', 0, '', ldNotes, 'head');
      } else {
        const shown = members.filter((m) => m !== this.hiddenMember);
        const items = shown.map((m) => ({
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: m.name,
          jobTitle: m.title,
          ...(m.email ? { email: m.email } : {}),
          worksFor: { '@type': 'Organization', name: this.b.name },
        }));
        const ldNotes: Note[] = shown.map((m) => ({
          t: 'contact',
          name: m.name,
          title: m.title,
          role: m.role,
          rank: 1,
          pattern: 'jsonld-person',
        }));
        for (const m of shown)
          if (m.email)
            ldNotes.push({ t: 'email', address: m.email, kind: 'person', pattern: 'jsonld-email' });
        this.add('team', 0, jsonLd(items.length === 1 ? items[0] : items), ldNotes, 'head');
      }
    }
  }

  aboutSection(): void {
    const { w, b } = this;
    if (!this.exists('about') && this.layout !== 'onepage') return;
    const aboutPath = this.path('about');
    if (aboutPath === this.path('contact') && this.layout !== 'onepage') return;
    const heading = this.linkTexts.get('about') ?? 'About';
    const year = 1985 + (hash32(this.domain) % 35);
    const open =
      this.layout === 'onepage'
        ? `<section id="about"><h2>${escapeHtml(heading)}</h2>`
        : `<h1>${escapeHtml(heading)}</h1>`;
    this.add(
      'about',
      0,
      `${open}\n<p>${escapeHtml(w.aboutText(b.name, b.city.name, year))}</p>${this.layout === 'onepage' ? '</section>' : ''}`,
    );
    if (
      this.path('team') !== aboutPath &&
      this.exists('team') &&
      this.path('team') !== this.homePath
    ) {
      this.add(
        'about',
        45,
        `<p><a href="${this.path('team')}">${escapeHtml(this.linkTexts.get('team') ?? '')}</a></p>`,
      );
    }
  }

  legalSection(phone: PhoneUse | undefined): void {
    const { w, b, rng } = this;
    if (!this.exists('legal')) {
      if (this.legalEmail) this.legalEmail = null;
      return;
    }
    const site = b.site!;
    const lines: string[] = [
      `<h1>${escapeHtml(this.linkTexts.get('legal') ?? w.notice.heading)}</h1>`,
      `<p>${escapeHtml(w.notice.intro)}</p>`,
    ];
    const notes: Note[] = [];
    lines.push(`<p>${w.notice.companyLabel}: ${escapeHtml(site.legalName)}</p>`);
    lines.push(`<p>${w.notice.taxLabel}: ${escapeHtml(site.taxId)}</p>`);
    lines.push(`<p>${w.notice.seatLabel}: ${escapeHtml(this.addressLine())}</p>`);
    const owner = this.owner();
    const ownerChance =
      this.lang === 'de' ? 0.95 : this.lang === 'fr' ? 0.6 : this.lang === 'es' ? 0.45 : 0.25;
    if (owner && (this.has('legal-owner') || rng.chance(ownerChance))) {
      const label = genderLabel(rng.pick(w.notice.ownerLabels), owner.gender);
      const sep = this.lang === 'fr' ? ' : ' : ': ';
      lines.push(`<p>${escapeHtml(label)}${sep}${escapeHtml(owner.name)}</p>`);
      notes.push({
        t: 'contact',
        name: owner.name,
        title: label,
        role: 'owner',
        rank: 2,
        pattern: 'legal-owner',
      });
    }
    if (this.legalEmail) {
      const a = this.legalEmail.address;
      lines.push(`<p>${w.notice.emailLabel}: ${a}</p>`);
      notes.push({ t: 'email', address: a, kind: this.legalEmail.kind, pattern: 'email-text' });
    }
    if (phone && rng.chance(0.5)) {
      lines.push(`<p>${w.phone}: ${escapeHtml(phone.phone.international)}</p>`);
      notes.push({ t: 'phone', e164: phone.e164, pattern: 'phone-international' });
    }
    this.add('legal', 0, lines.join('\n'), notes);
  }

  privacySection(): void {
    const { w, b } = this;
    if (!this.exists('privacy')) return;
    const text = w.privacyText(b.site!.legalName).replace(/\.\./g, '.');
    this.add(
      'privacy',
      0,
      `<h1>${escapeHtml(this.linkTexts.get('privacy') ?? '')}</h1>\n<p>${escapeHtml(text)}</p>`,
    );
  }

  sizeStatements(): void {
    const { rng, w, b } = this;
    const section: Section =
      this.exists('about') && this.path('about') !== this.path('contact') ? 'about' : 'home';
    if (this.has('employees-jsonld') || (!this.has('employees-text') && rng.chance(0.08))) {
      const range = rng.chance(0.3);
      const n = rng.int(4, 60);
      if (range) {
        const [min, max] = rng.pick([
          [2, 10],
          [11, 50],
          [51, 200],
        ] as const);
        this.orgLd.numberOfEmployees = {
          '@type': 'QuantitativeValue',
          minValue: min,
          maxValue: max,
        };
        this.add(
          'home',
          0,
          '',
          [{ t: 'employees', value: `${min}-${max}`, pattern: 'employees-jsonld' }],
          'head',
        );
      } else {
        this.orgLd.numberOfEmployees = { '@type': 'QuantitativeValue', value: n };
        this.add(
          'home',
          0,
          '',
          [{ t: 'employees', value: String(n), pattern: 'employees-jsonld' }],
          'head',
        );
      }
      this.orgLdWanted = true;
    } else if (this.has('employees-text') || rng.chance(0.2)) {
      if (rng.chance(0.6)) {
        const n = rng.int(3, 45);
        this.add(section, 15, `<p>${escapeHtml(rng.pick(w.employees)(n))}</p>`, [
          { t: 'employees', value: String(n), pattern: 'employees-text' },
        ]);
      } else {
        const n = rng.pick([10, 20, 30, 50, 100]);
        this.add(section, 15, `<p>${escapeHtml(rng.pick(w.employeesPlus)(n))}</p>`, [
          { t: 'employees', value: `${n}+`, pattern: 'employees-text' },
        ]);
      }
    }
    const estimate = this.has('revenue-estimate') || (!this.has('revenue') && rng.chance(0.04));
    if (estimate || this.has('revenue') || rng.chance(0.06)) {
      const cur = CURRENCY[b.city.countryCode] ?? 'USD';
      const amount = rng.int(3, 60) / 10;
      const shown = decimalAmount(amount, w.decimal);
      const year = 2023 + rng.int(0, 1);
      const text = estimate ? rng.pick(w.revenueEstimate)(shown, cur) : w.revenue(shown, cur, year);
      const value = `${Number.isInteger(amount) ? amount : amount.toFixed(1)}M ${cur}`;
      this.add(section, 16, `<p class="figures">${escapeHtml(text)}</p>`, [
        { t: 'revenue', value, estimate, pattern: estimate ? 'revenue-estimate' : 'revenue' },
      ]);
    }
  }

  junk(): void {
    const { rng, b } = this;
    if (this.retinaLogo)
      this.top.push({
        html: '',
        notes: [
          { t: 'junk', address: 'logo@2x.png', pattern: 'junk-image' },
          { t: 'junk', address: 'logo@3x.png', pattern: 'junk-image' },
        ],
      });
    if (this.has('junk-image') || rng.chance(0.15)) {
      const file = rng.pick(['icon@3x.webp', 'hero@2x.jpg', 'banner@2x.png']);
      this.add(
        'home',
        45,
        `<picture><source srcset="/img/${file}" type="image/webp"><img src="/img/${file.replace(/@\dx/, '')}" alt="${escapeHtml(b.name)}"></picture>`,
        [{ t: 'junk', address: file, pattern: 'junk-image' }],
      );
    }
    if (this.layout === 'builder' || this.has('junk-tracking') || rng.chance(0.05)) {
      const hex = (n: number) => {
        let out = '';
        for (let i = 0; i < n; i++) out += '0123456789abcdef'[rng.int(0, 15)];
        return out;
      };
      const key = hex(32);
      const wix = `${hex(12)}@sentry.wixpress.com`;
      const sentry = `${key}@o${rng.int(100000, 999999)}.ingest.sentry.io`;
      const short = `${hex(6)}@sentry.io`;
      this.scripts.push({
        html: `<script>window.__SENTRY__={dsn:"https://${sentry}/${rng.int(1000000, 9999999)}"};var fallbackDsn="https://${short}/42";</script>
<script type="application/json" id="wix-viewer-model">{"site":{"siteId":"${hex(8)}"},"sentryPreload":{"dsn":"https://${wix}/8eb368c655b84e029ed79ad7a5c1718e"}}</script>`,
        notes: [
          { t: 'junk', address: sentry, pattern: 'junk-tracking' },
          { t: 'junk', address: short, pattern: 'junk-tracking' },
          { t: 'junk', address: wix, pattern: 'junk-tracking' },
        ],
      });
    }
  }

  organizationLd(): string {
    const b = this.b;
    const type = this.rng.chance(0.3)
      ? 'Organization'
      : (SCHEMA_TYPES[b.category] ?? 'LocalBusiness');
    const org: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': type,
      name: b.name,
      url: `http://${this.domain}/`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${b.street} ${b.housenumber}`,
        addressLocality: b.city.name,
        ...(b.postcode ? { postalCode: b.postcode } : {}),
        addressCountry: b.city.countryCode.toUpperCase(),
      },
      ...this.orgLd,
    };
    if (this.rng.chance(0.35)) {
      const { '@context': context, ...rest } = org;
      return jsonLd({
        '@context': context,
        '@graph': [{ '@type': 'WebSite', name: b.name, url: `http://${this.domain}/` }, rest],
      });
    }
    return jsonLd(org);
  }

  // -------------------------------------------------------------------------------------------
  // Pages and truth

  assemble(profiles: Profile[]): SitePlan {
    const { b, w, rng } = this;
    const pagePaths = new Map<string, Section[]>();
    const order: Section[] = ['home', 'about', 'team', 'contact', 'services', 'legal', 'privacy'];
    for (const s of order) {
      if (!this.paths.has(s)) continue;
      const p = this.path(s);
      const list = pagePaths.get(p) ?? [];
      if (!list.includes(s)) list.push(s);
      pagePaths.set(p, list);
    }
    // The page's own section first (a contact page that also holds the team starts as a contact page).
    for (const [p, list] of pagePaths) {
      const own = list.includes('home') ? 'home' : list.includes('contact') ? 'contact' : list[0]!;
      pagePaths.set(p, [own, ...list.filter((x) => x !== own)]);
    }
    const nav: NavLink[] = [{ href: '/', text: this.linkTexts.get('home') ?? 'Home' }];
    const added = new Set<string>(['/', this.homePath]);
    for (const s of ['about', 'team', 'services', 'contact'] as const) {
      // Sections folded into another page (no link text of their own) get no menu entry.
      if (!this.paths.has(s) || !this.linkTexts.has(s)) continue;
      const p = this.path(s);
      if (this.layout === 'onepage' && s !== 'services') {
        nav.push({ href: `#${s}`, text: this.linkTexts.get(s) ?? s });
        continue;
      }
      const href = s === 'contact' && this.contactLink ? this.contactLink : p;
      if (added.has(p) || added.has(href)) continue;
      added.add(p);
      added.add(href);
      nav.push({ href, text: this.linkTexts.get(s) ?? s });
    }
    const footerLinks: NavLink[] = [];
    for (const s of ['legal', 'privacy'] as const)
      if (this.paths.has(s))
        footerLinks.push({ href: this.path(s), text: this.linkTexts.get(s) ?? s });
    const copyright = `<p>© ${2018 + rng.int(0, 7)} ${escapeHtml(b.site!.legalName)} · ${escapeHtml(w.rights)}</p>`;

    const pages = new Map<string, SitePage>();
    const pageNotes = new Map<string, Note[]>();
    for (const [path, sections] of pagePaths) {
      const blocks = this.blocks
        .filter((bl) => sections.includes(bl.section))
        .sort(
          (a, c) => sections.indexOf(a.section) - sections.indexOf(c.section) || a.order - c.order,
        );
      const head = blocks
        .filter((bl) => bl.slot === 'head')
        .map((bl) => bl.html)
        .filter((h) => h !== '')
        .join('\n');
      const main = blocks
        .filter((bl) => bl.slot === 'main')
        .map((bl) => bl.html)
        .join('\n');
      const notes: Note[] = blocks.flatMap((bl) => bl.notes);
      for (const part of [...this.top, ...this.bottom, ...this.scripts]) notes.push(...part.notes);
      const mainSection = sections.includes('home') ? 'home' : (sections[0] ?? 'home');
      const title =
        mainSection === 'home'
          ? `${b.name} | ${b.city.name}`
          : `${this.linkTexts.get(mainSection) ?? ''} | ${b.name}`;
      let html = renderFrame({
        layout: this.layout,
        lang: this.lang,
        charset: this.charset,
        metaStyle: this.metaStyle,
        title,
        siteName: b.name,
        nav,
        footerLinks,
        head,
        top: this.top
          .map((t) => t.html)
          .filter((h) => h !== '')
          .join(' · '),
        main,
        bottom: [...this.bottom.map((x) => x.html), copyright].join('\n'),
        retinaLogo: this.retinaLogo,
        scripts: this.scripts.map((s) => s.html).join('\n'),
      });
      if (this.broken) html = breakHtml(html, hash32(path));
      pages.set(path, { path, type: 'html', body: html });
      pageNotes.set(path, notes);
    }
    if (this.vcard) {
      pages.set(this.vcard.path, { path: this.vcard.path, type: 'vcard', body: this.vcard.body });
      pageNotes.set(this.vcard.path, this.vcard.notes);
    }

    const robotsLines = ['User-agent: *'];
    if (b.site!.disallowPrivate) robotsLines.push('Disallow: /privado');
    for (const d of this.disallowed) robotsLines.push(`Disallow: ${d}`);
    if (robotsLines.length === 1) robotsLines.push('Allow: /');
    const robots = `${robotsLines.join('\n')}\n`;

    const notFound = renderFrame({
      layout: this.layout,
      lang: this.lang,
      charset: this.charset,
      metaStyle: this.metaStyle,
      title: `${w.notFound} | ${b.name}`,
      siteName: b.name,
      nav,
      footerLinks,
      head: '',
      top: '',
      main: `<h1>${escapeHtml(w.notFound)}</h1>`,
      bottom: copyright,
      retinaLogo: false,
      scripts: '',
    });

    const truth = this.truth(pages, pageNotes, profiles);
    return {
      domain: this.domain,
      charset: this.charset,
      charsetInHeader: this.charsetInHeader,
      pages,
      redirects: this.redirects,
      robots,
      notFound,
      truth,
    };
  }

  truth(
    pages: Map<string, SitePage>,
    pageNotes: Map<string, Note[]>,
    profiles: Profile[],
  ): SiteTruth {
    // robots.txt rules are path prefixes.
    const allowed = (path: string) => !this.disallowed.some((d) => path.startsWith(d));
    const emails = new Map<string, { kind: EmailKind; pages: string[] }>();
    const hiddenEmails = new Set<string>();
    const phones: string[] = [];
    const socials: Partial<Record<SocialNetwork, string>> = {};
    const people: string[] = [];
    const contacts = new Map<string, SiteContact & { rank: number }>();
    const hiddenContacts = new Set<string>();
    const patterns = new Set<string>(this.structural);
    const junk = new Set<string>();
    let employees: string | null = null;
    let revenue: SiteTruth['revenue'] = null;
    const paths = [...pages.keys()].sort((a, c) =>
      a === this.homePath ? -1 : c === this.homePath ? 1 : 0,
    );
    for (const path of paths) {
      const notes = pageNotes.get(path) ?? [];
      const ok = allowed(path);
      for (const n of notes) {
        if (!ok) {
          if (n.t === 'email') hiddenEmails.add(n.address);
          if (n.t === 'contact') hiddenContacts.add(n.name);
          continue;
        }
        switch (n.t) {
          case 'email': {
            const e = emails.get(n.address) ?? { kind: n.kind, pages: [] };
            if (!e.pages.includes(path)) e.pages.push(path);
            emails.set(n.address, e);
            patterns.add(n.pattern);
            break;
          }
          case 'phone':
            if (!phones.includes(n.e164)) phones.push(n.e164);
            if (n.pattern !== 'vcard') patterns.add(n.pattern);
            break;
          case 'social':
            socials[n.network] = n.url;
            if (n.pattern !== 'social-link') patterns.add(n.pattern);
            if (n.network === 'linkedin') patterns.add('linkedin-company');
            if (n.network === 'youtube') patterns.add('youtube');
            if (n.network === 'tiktok') patterns.add('tiktok');
            break;
          case 'person':
            if (!people.includes(n.url)) people.push(n.url);
            patterns.add('linkedin-people');
            break;
          case 'contact': {
            const known = contacts.get(n.name);
            if (!known || n.rank < known.rank)
              contacts.set(n.name, { name: n.name, title: n.title, role: n.role, rank: n.rank });
            patterns.add(n.pattern);
            break;
          }
          case 'employees':
            employees = n.value;
            patterns.add(n.pattern);
            break;
          case 'revenue':
            revenue = { value: n.value, estimate: n.estimate };
            patterns.add(n.pattern);
            break;
          case 'junk':
            junk.add(n.address);
            patterns.add(n.pattern);
            break;
          case 'pattern':
            patterns.add(n.pattern);
            break;
        }
      }
    }
    for (const e of emails.keys()) hiddenEmails.delete(e);
    for (const c of contacts.keys()) hiddenContacts.delete(c);
    const list = [...emails.entries()];
    if (list.length === 0) patterns.add('no-email');
    else {
      const onHome = list.some(([, e]) => e.pages.includes(this.homePath));
      if (!onHome) patterns.add('email-off-home');
      const pageSets = new Set(list.flatMap(([, e]) => e.pages));
      if (
        pageSets.size >= 2 &&
        ![...pageSets].some((p) => list.every(([, e]) => e.pages.includes(p)))
      )
        patterns.add('email-split');
      const kinds = new Set(list.map(([, e]) => e.kind));
      if (kinds.size === 3) patterns.add('three-kinds');
      if (list.some(([a]) => !a.endsWith(`@${this.domain}`))) patterns.add('off-domain-email');
    }
    if (phones.length >= 2) patterns.add('phones-multiple');
    for (const c of contacts.values()) patterns.add(`role-${c.role}`);
    if (this.vcard && allowed(this.vcard.path) && this.vcardEmails.length > 0)
      patterns.add('vcard');
    patterns.delete('social-link');

    const ownerName = this.owner()?.name;
    const kindRank: Record<EmailKind, number> = { person: 0, role: 1, generic: 2 };
    const ranked = list
      .map(([address, e], i) => ({
        address,
        same: address.endsWith(`@${this.domain}`) ? 0 : 1,
        kind: kindRank[e.kind],
        owner: this.members.find((m) => m.email === address)?.name === ownerName ? 0 : 1,
        i,
      }))
      .sort((a, c) => a.same - c.same || a.kind - c.kind || a.owner - c.owner || a.i - c.i);
    void profiles;
    // Mailboxes come last and from their own hash, so the rest of the site is as before.
    const named = this.members.map((m) => ({
      name: m.name,
      email: m.email ?? this.b.site!.people.find((p) => p.name === m.name)?.email ?? null,
    }));
    const mailPattern = domainMailPattern(this.seed, this.domain, named);
    return {
      domain: this.domain,
      language: this.lang,
      emails: list.map(([a]) => a),
      bestEmail: ranked[0]?.address ?? null,
      emailKinds: Object.fromEntries(list.map(([a, e]) => [a, e.kind])),
      emailPages: Object.fromEntries(list.map(([a, e]) => [a, e.pages])),
      phones,
      socials,
      linkedinPeople: people,
      contacts: [...contacts.values()].map(({ name, title, role }) => ({ name, title, role })),
      employees,
      revenue,
      patterns: SITE_PATTERNS.filter((p) => patterns.has(p)),
      pages: paths,
      robotsDisallowed: [...this.disallowed],
      hidden: { emails: [...hiddenEmails], contacts: [...hiddenContacts] },
      junk: [...junk],
      redirects: Object.fromEntries(this.redirects),
      charset: this.charset,
      layout: this.layout,
      home: this.homePath,
      mailPattern,
      mailboxes: Object.fromEntries(
        named.map((p) => [p.name, p.email ?? `${mailLocal(mailPattern, p.name)}@${this.domain}`]),
      ),
    };
  }
}

/** The site of a business: its pages, robots.txt, redirects and truth. */
export function planSite(spec: SiteSpec): SitePlan {
  return new SiteBuilder(spec).build();
}
