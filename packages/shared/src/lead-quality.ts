/**
 * Where a lead's email came from and why a paid field stayed empty (issue 15): shared by the
 * pipeline that records them, the results page and the CSV that show them.
 */

/**
 * page: printed on the business's own website (the lead keeps the page's URL);
 * pattern: not printed anywhere, guessed from the domain's address pattern for a person the
 * site names, and confirmed by the domain's mail server;
 * source: given by the places source itself.
 */
export const EMAIL_ORIGINS = ['page', 'pattern', 'source'] as const;
export type EmailOrigin = (typeof EMAIL_ORIGINS)[number];

/** person: a named human's mailbox; role: a function (ventas@); generic: info@, contacto@. */
export const EMAIL_KINDS = ['person', 'role', 'generic'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Why a field the search paid for is empty on a lead:
 * no_website: the source knows no website; site_down: it did not answer or answered an error;
 * robots: its robots.txt asks robots not to read it; nothing_on_site: read, and it does not say;
 * all_invalid: every address found was refused by its mail server;
 * accept_all: the domain's mail server accepts any address, so none could be confirmed (the
 * address is delivered as a basic email);
 * verification_unavailable: no mail server gave a usable answer (timeouts, refusals to talk;
 * delivered as a basic email too);
 * time_budget: the website or the mail server did not answer within the lead's time budget
 * (decision 0028): not charged; an address found but not yet confirmed is delivered as a basic
 * email and asked again later.
 */
export const MISSING_REASONS = [
  'no_website',
  'site_down',
  'robots',
  'nothing_on_site',
  'all_invalid',
  'accept_all',
  'verification_unavailable',
  'time_budget',
] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];
