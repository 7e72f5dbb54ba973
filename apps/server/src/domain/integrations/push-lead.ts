/** A stored lead as connectors receive it: names split, the website's registrable domain. */
import { getDomain } from 'tldts';
import { emailSourceOf, type LeadRow } from '../search/store.js';
import type { PushLead } from './connectors/types.js';

/** "María José López García" → first "María", last "José López García": CRMs want both. */
export function splitName(name: string | null): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

export function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return getDomain(new URL(website).hostname) ?? null;
  } catch {
    return null;
  }
}

export function toPushLead(row: LeadRow, known: Record<string, string> = {}): PushLead {
  return {
    id: row.id,
    searchId: row.search_id,
    businessName: row.business_name,
    domain: domainOf(row.website),
    website: row.website,
    phone: row.phone,
    email: row.email,
    emailStatus: row.email_status,
    emailSource: emailSourceOf(row),
    emailConfidence: row.email_confidence,
    contactName: row.contact_name,
    ...splitName(row.contact_name),
    contactRole: row.contact_role,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    category: row.category,
    industry: row.industry,
    rating: row.rating === null ? null : Number(row.rating),
    ratingCount: row.rating_count,
    linkedin: row.linkedin,
    socials: row.socials ?? {},
    employees: row.employees,
    revenue: row.revenue,
    companySize: row.company_size,
    latitude: row.latitude,
    longitude: row.longitude,
    known,
  };
}
