/**
 * The commercial contact form (spec 001 §2.15, §3, §5, §9): its length limits, the statuses of
 * a message in staff's inbox, and the hours and response time the page states.
 */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** A message arrives `new`; staff mark it `handled` (and may undo it). */
export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Spec 001 §9: Mon–Fri 9:00–18:00 ART; answers within 24–48 business hours. */
export const CONTACT_HOURS = { open: '9:00', close: '18:00', zone: 'ART' } as const;
export const CONTACT_RESPONSE_HOURS = { min: 24, max: 48 } as const;
