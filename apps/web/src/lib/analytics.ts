/**
 * First-party analytics (spec 000 §7): events go to our own API and only while analytics
 * consent is granted (the server checks again).
 */
import type { AnalyticsEvent } from '@leadatlas/shared';
import { hasAnalyticsConsent, visitorId } from '../features/consent/consent-store';

type EventName = AnalyticsEvent['name'];

export function track(
  name: EventName,
  props: Record<string, string | number | boolean> = {},
): void {
  if (!hasAnalyticsConsent()) return;
  const body: AnalyticsEvent = {
    visitorId: visitorId(),
    name,
    path: window.location.pathname.slice(0, 300),
    props,
  };
  void fetch('/api/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
