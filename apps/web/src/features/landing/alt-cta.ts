import { track } from '../../lib/analytics';

/** A call to action of the alternate landing (/alt): its own event, under consent like all. */
export function trackAltCta(cta: string): void {
  track('alt_cta_click', { cta });
}
