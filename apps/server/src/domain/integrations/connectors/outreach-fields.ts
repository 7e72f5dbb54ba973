/**
 * What the two cold-email connectors (Instantly, lemlist) share about a lead: the name the
 * email greets, and the fields neither tool has a slot for, sent as flat custom variables (both
 * tools make every variable usable in the campaign's templates as {{name}}). The mapping tables
 * at the top of instantly.ts and lemlist.ts list them.
 */
import type { LeadOutcome, PushLead } from './types.js';

export type LeadWithEmail = PushLead & { email: string };

/** Campaigns need an address: the leads to send, and the others skipped as 'no_email'. */
export function partitionByEmail(leads: PushLead[]): {
  sendable: LeadWithEmail[];
  noEmail: LeadOutcome[];
} {
  const sendable: LeadWithEmail[] = [];
  const noEmail: LeadOutcome[] = [];
  for (const lead of leads) {
    if (lead.email) sendable.push({ ...lead, email: lead.email });
    else noEmail.push({ leadId: lead.id, status: 'skipped', skipReason: 'no_email' });
  }
  return { sendable, noEmail };
}

/** One outcome per lead, in the order the leads came. */
export function inLeadOrder(leads: PushLead[], outcomes: LeadOutcome[]): LeadOutcome[] {
  const byLead = new Map(outcomes.map((outcome) => [outcome.leadId, outcome]));
  return leads.map((lead) => byLead.get(lead.id)!);
}

/** First and last name; a contact name that could not be split goes whole as the first name. */
export function contactNames(lead: PushLead): { first: string | null; last: string | null } {
  if (lead.firstName || lead.lastName) return { first: lead.firstName, last: lead.lastName };
  return { first: lead.contactName, last: null };
}

/** A social network key (facebook, x_twitter…) as a variable name (facebook, xTwitter). */
function variableName(key: string): string | null {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) return null;
  return key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Custom variables for the fields without a standard slot, omitting the empty ones. */
export function outreachVariables(lead: PushLead): Record<string, string | number> {
  const variables: Record<string, string | number> = {};
  const put = (name: string, value: string | number | null) => {
    if (value === null) return;
    if (typeof value === 'string' && value.trim() === '') return;
    variables[name] = value;
  };
  put('address', lead.address);
  put('city', lead.city);
  put('postalCode', lead.postalCode);
  put('country', lead.countryCode);
  put('category', lead.category);
  put('industry', lead.industry);
  put('rating', lead.rating);
  put('reviewCount', lead.ratingCount);
  put('employees', lead.employees);
  put('companySize', lead.companySize);
  put('revenue', lead.revenue);
  for (const [network, url] of Object.entries(lead.socials)) {
    const name = variableName(network);
    if (name) put(name, url);
  }
  return variables;
}
