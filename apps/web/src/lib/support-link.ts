/**
 * Links to the support desk that say what the ticket is about: a screen with a problem (a
 * payment, a search) opens /support with the category and subject already filled in.
 */
import { TICKET_CATEGORIES, TICKET_SUBJECT_MAX, type TicketCategory } from '@leadatlas/shared';

export interface TicketPrefill {
  category?: TicketCategory;
  subject?: string;
}

export function supportPath(prefill: TicketPrefill = {}): string {
  const params = new URLSearchParams();
  if (prefill.category) params.set('category', prefill.category);
  if (prefill.subject) params.set('subject', prefill.subject);
  const query = params.toString();
  return query ? `/support?${query}` : '/support';
}

/** What a link may prefill: a known category, a subject cut to the form's limit; else nothing. */
export function ticketPrefillOf(params: URLSearchParams): TicketPrefill {
  const category = params.get('category');
  const subject = params.get('subject')?.trim().slice(0, TICKET_SUBJECT_MAX);
  return {
    category: TICKET_CATEGORIES.find((known) => known === category),
    subject: subject || undefined,
  };
}
