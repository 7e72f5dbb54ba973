/**
 * What a lead carries from its place, and which priced fields that delivers. This issue's
 * enrichment is what the source gives plus the website check; the crawler adds to it later.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PricedField } from '@leadatlas/shared';
import type { Place } from '../places/types.js';
import type { SearchSpec } from './spec.js';

/** E.164 when the number parses for the place's country, else as the source wrote it. */
export function normalizePhone(raw: string, country: string | null): string {
  const parsed = parsePhoneNumberFromString(raw, (country ?? undefined) as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : raw.trim();
}

export interface LeadDraft {
  placeKey: string;
  businessName: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  category: string | null;
  industry: string | null;
  phone: string | null;
  phones: string[];
  website: string | null;
  websiteActive: boolean | null;
  email: string | null;
  emailStatus: 'valid' | 'invalid' | 'accept_all' | 'unknown' | null;
  emailStatusReason: string | null;
  socials: Record<string, string>;
  rating: number | null;
  ratingCount: number | null;
  latitude: number | null;
  longitude: number | null;
  fieldsDelivered: PricedField[];
}

export function draftLead(
  place: Place,
  spec: SearchSpec,
  website: { url: string | null; active: boolean | null },
  fallbackCountry: string | null,
): LeadDraft {
  const country = place.countryCode ?? fallbackCountry;
  const phones = [...new Set(place.phones.map((phone) => normalizePhone(phone, country)))];
  const wantsEmail = spec.wizardFields.includes('email');
  const wantsSocial = spec.wizardFields.includes('socialMedia');
  const email = wantsEmail ? (place.emails[0] ?? null) : null;
  const socials = wantsSocial ? place.socials : {};
  const fields: PricedField[] = ['business_name'];
  if (place.address) fields.push('address');
  if (place.category) fields.push('industry_category');
  if (place.rating !== null) fields.push('rating');
  if (website.url && website.active) fields.push('website');
  if (phones.length > 0) fields.push('phone');
  // A source's public email is unverified: delivered and charged as a basic email.
  if (email) fields.push('email_basic');
  if (Object.keys(socials).length > 0) fields.push('social');
  return {
    placeKey: place.key,
    businessName: place.name,
    address: place.address,
    city: place.city,
    postalCode: place.postalCode,
    countryCode: country,
    category: place.category,
    industry: place.industry,
    phone: phones[0] ?? null,
    phones,
    website: website.url,
    websiteActive: website.url ? website.active : null,
    email,
    emailStatus: email ? 'unknown' : null,
    emailStatusReason: email ? 'not_verified' : null,
    socials,
    rating: place.rating,
    ratingCount: place.ratingCount,
    latitude: place.location?.lat ?? null,
    longitude: place.location?.lon ?? null,
    fieldsDelivered: fields,
  };
}
