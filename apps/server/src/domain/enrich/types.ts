/**
 * What website enrichment finds (issue "Enrichment"). Extraction reads one page into
 * PageFindings; merging the pages of one site gives a SiteProfile; the search pipeline picks
 * from it only the fields the search paid for.
 */
import type { EmailKind, TargetRole } from '@leadatlas/shared';

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type { EmailKind };

export type FindingSource =
  | 'mailto'
  | 'text'
  | 'obfuscated'
  | 'cfemail'
  | 'jsonld'
  | 'microdata'
  | 'vcard'
  | 'team_page';

export interface EmailFinding {
  /** Lower-cased, trimmed; IDN domains in Unicode as written on the page. */
  address: string;
  kind: EmailKind;
  /** The address's domain is the site's registrable domain (or a subdomain of it). */
  sameDomain: boolean;
  source: FindingSource;
  /** Page URL it was found on. */
  page: string;
  /** The person's name when the page ties the address to one. */
  personName: string | null;
}

/** The wizard's target roles as the contact's function. */
export type ContactRole = 'owner' | 'marketing' | 'operations' | 'other';

export interface ContactFinding {
  name: string;
  title: string | null;
  role: ContactRole;
  email: string | null;
  linkedin: string | null;
  source: FindingSource;
  page: string;
}

export interface SizeSignal {
  /** As stated, normalised lightly: "25", "11-50", "2.5M EUR". */
  value: string;
  /** true when the site itself calls it an estimate ("aprox.", "approximately", "~"). */
  estimate: boolean;
  source: FindingSource;
  page: string;
}

export interface PageLink {
  /** Absolute URL. */
  url: string;
  /** Visible text, aria-label or title, collapsed whitespace. */
  text: string;
}

export interface PageFindings {
  url: string;
  emails: EmailFinding[];
  /** As written on the page (normalised later with the search's country). */
  phones: string[];
  /** Canonical profile URLs (share/intent links excluded). */
  socials: Partial<Record<SocialNetwork, string>>;
  /** LinkedIn profiles of people (linkedin.com/in/…), canonical. */
  linkedinPeople: string[];
  contacts: ContactFinding[];
  employees: SizeSignal | null;
  revenue: SizeSignal | null;
  /** Links of the page, for the crawler to choose the next pages. */
  links: PageLink[];
}

export interface SiteProfile {
  /** Deduplicated, best first: same domain, then person > role > generic. */
  emails: EmailFinding[];
  /** E.164 when they parse for the country, deduplicated. */
  phones: string[];
  socials: Partial<Record<SocialNetwork, string>>;
  linkedinCompany: string | null;
  linkedinPeople: string[];
  contacts: ContactFinding[];
  employees: SizeSignal | null;
  revenue: SizeSignal | null;
  pagesVisited: string[];
  /** Pages that could not be read, and why (timeout, blocked, robots, http_error…). */
  failures: Array<{ url: string; reason: string }>;
}

export interface ExtractInput {
  url: string;
  html: string;
  /** Registrable domain of the site (e.g. "clinicasol.es"), for sameDomain. */
  siteDomain: string;
}

export type ContactPicker = (
  contacts: ContactFinding[],
  target: TargetRole,
) => ContactFinding | null;
