/**
 * The support desk's constants (spec 001 §3, §4, §9): ticket categories, priorities and
 * statuses as stored and sent, the length limits of its texts, how a ticket id is shown.
 */
export const TICKET_CATEGORIES = [
  'technical',
  'billing',
  'account',
  'integrations',
  'feature',
  'general',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

/** pending → inProgress → resolved; staff may reopen. Replies only while not resolved. */
export const TICKET_STATUSES = ['pending', 'inProgress', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_SENDERS = ['user', 'support'] as const;
export type TicketSender = (typeof TICKET_SENDERS)[number];

/** A ticket id is shown as its first 8 characters. */
export const TICKET_ID_SHOWN = 8;

/** "#3f2a9c1b": how a ticket is named to people, in the app and in emails. */
export function shownTicketId(id: string): string {
  return `#${id.slice(0, TICKET_ID_SHOWN)}`;
}

export const TICKET_NAME_MAX = 120;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
