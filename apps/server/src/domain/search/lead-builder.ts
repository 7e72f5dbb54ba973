/**
 * What a lead carries, and which priced fields that delivers. Only fields the search paid for
 * are kept; the source's free fields (name, address, category, rating) always are.
 */
import type {
  EmailKind,
  EmailOrigin,
  EmailStatus,
  MissingReason,
  PricedField,
  WizardField,
} from '@leadatlas/shared';
import type { Place } from '../places/types.js';
import type { EmailVerification } from '../email-verify/types.js';
import type { ContactFinding, SizeSignal, SocialNetwork } from '../enrich/types.js';
import { normalizePhone } from '../enrich/extract/merge-findings.js';
import type { SearchSpec } from './spec.js';
import { emailConfidence } from './email-confidence.js';

/** E.164 when the number parses for the place's country, else as the source wrote it. */
function phoneForLead(raw: string, country: string | null): string {
  return normalizePhone(raw, country) ?? raw.trim();
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
  emailStatus: EmailStatus | null;
  emailStatusReason: string | null;
  emailDisposable: boolean | null;
  emailRole: boolean | null;
  socials: Partial<Record<SocialNetwork, string>>;
  contactName: string | null;
  contactRole: string | null;
  linkedin: string | null;
  employees: string | null;
  revenue: string | null;
  revenueEstimate: boolean | null;
  companySize: string | null;
  rating: number | null;
  ratingCount: number | null;
  latitude: number | null;
  longitude: number | null;
  fieldsDelivered: PricedField[];
  /** Where each finding came from and what failed, for support and operators. */
  enrichment: Record<string, unknown>;
  /** Where the email came from and how far it can be trusted (issue 15): null without one. */
  emailOrigin: EmailOrigin | null;
  emailPage: string | null;
  emailKind: EmailKind | null;
  emailSameDomain: boolean | null;
  emailConfidence: number | null;
  /** Why each field the search paid for is empty (the coverage report counts them). */
  missing: Partial<Record<WizardField, MissingReason>>;
}

/** Where the delivered email came from, and what kind of mailbox it is. */
export interface EmailProvenance {
  origin: EmailOrigin;
  /** The page it is printed on (origin page), else null. */
  page: string | null;
  kind: EmailKind;
  /** Its domain is the business website's registrable domain. */
  sameDomain: boolean;
  /** The person it belongs to, when known. */
  personName: string | null;
}

export interface ChosenEmail {
  address: string;
  verification: EmailVerification;
  provenance: EmailProvenance;
}

/** What enrichment found for the fields the search asked for (all optional). */
export interface LeadFindings {
  website: { url: string | null; active: boolean | null };
  phones: string[];
  email: ChosenEmail | null;
  /** Why each field the search asked for is empty (fields it got are absent). */
  missing: Partial<Record<WizardField, MissingReason>>;
  socials: Partial<Record<SocialNetwork, string>>;
  contact: ContactFinding | null;
  linkedin: string | null;
  employees: SizeSignal | null;
  revenue: SizeSignal | null;
  companySize: string | null;
  notes: Record<string, unknown>;
}

export function draftLead(
  place: Place,
  spec: SearchSpec,
  findings: LeadFindings,
  country: string | null,
): LeadDraft {
  const wants = new Set(spec.wizardFields);
  const phones = [...new Set(findings.phones.map((phone) => phoneForLead(phone, country)))];
  const email = wants.has('email') ? findings.email : null;
  const socials = wants.has('socialMedia') ? findings.socials : {};
  const contact = wants.has('contactPerson') ? findings.contact : null;
  const linkedin = wants.has('linkedin') ? findings.linkedin : null;
  const employees = wants.has('employees') ? findings.employees : null;
  const revenue = wants.has('revenue') ? findings.revenue : null;

  const fields: PricedField[] = ['business_name'];
  if (place.address) fields.push('address');
  if (place.category) fields.push('industry_category');
  if (place.rating !== null) fields.push('rating');
  if (findings.website.url && findings.website.active) fields.push('website');
  if (phones.length > 0) fields.push('phone');
  // Verified when the mail server confirmed the mailbox; otherwise a basic (risky) email.
  if (email) fields.push(email.verification.status === 'valid' ? 'email_validated' : 'email_basic');
  if (Object.keys(socials).length > 0) fields.push('social');
  if (contact) fields.push('contact_person');
  if (contact?.title) fields.push('contact_title');
  if (linkedin) fields.push('linkedin');
  if (employees) fields.push('employees');
  if (revenue) fields.push('revenue');

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
    website: findings.website.url,
    websiteActive: findings.website.url ? findings.website.active : null,
    email: email?.address ?? null,
    emailStatus: email?.verification.status ?? null,
    emailStatusReason: email?.verification.reason ?? null,
    emailDisposable: email?.verification.disposable ?? null,
    emailRole: email?.verification.role ?? null,
    socials,
    contactName: contact?.name ?? null,
    contactRole: contact?.title ?? null,
    linkedin,
    employees: employees?.value ?? null,
    revenue: revenue?.value ?? null,
    revenueEstimate: revenue ? revenue.estimate : null,
    companySize: findings.companySize,
    rating: place.rating,
    ratingCount: place.ratingCount,
    latitude: place.location?.lat ?? null,
    longitude: place.location?.lon ?? null,
    fieldsDelivered: fields,
    enrichment: findings.notes,
    emailOrigin: email?.provenance.origin ?? null,
    emailPage: email?.provenance.page ?? null,
    emailKind: email?.provenance.kind ?? null,
    emailSameDomain: email?.provenance.sameDomain ?? null,
    emailConfidence: email
      ? emailConfidence({
          origin: email.provenance.origin,
          status: email.verification.status,
          catchAll: email.verification.catchAll,
          kind: email.provenance.kind,
          hasWebsite: findings.website.url !== null,
          sameDomain: email.provenance.sameDomain,
          disposable: email.verification.disposable,
        })
      : null,
    missing: findings.missing,
  };
}
