/**
 * An automation platform's catch hook (Zapier, Make, n8n) as a stand-in: POST /hooks/{name}
 * records the delivery (headers and body, for tests to verify signatures) and answers 200, or
 * the status a control set for that hook (a 500 to see retries, a 410 to see the connection
 * disabled). `npm run start:sandbox` prints its URL so a webhook connection can be tried.
 */
import { json, text, type Handler, type Reply } from './http.js';

export interface HookDelivery {
  hook: string;
  at: number;
  headers: Record<string, string>;
  body: string;
}

export interface HooksControls {
  /** Every delivery received, oldest first (the last 5,000). */
  deliveries(hook?: string): HookDelivery[];
  /** Answer this status (and headers) to the hook's next `times` deliveries (default: until reset). */
  respondWith(hook: string, status: number, times?: number, headers?: Record<string, string>): void;
  reset(): void;
}

const CAP = 5000;

export function hooksFailure(status: number): Reply {
  return text(status, status === 429 ? 'Too Many Requests' : 'Service Unavailable');
}

export function createHooksStandIn(): { handler: Handler; controls: HooksControls } {
  const received: HookDelivery[] = [];
  const overrides = new Map<
    string,
    { status: number; times: number; headers: Record<string, string> }
  >();
  const handler: Handler = (request) => {
    const match = /^\/hooks\/([A-Za-z0-9_-]{1,64})$/.exec(request.url.pathname);
    if (!match) return json(404, { error: 'No such hook' });
    if (request.method !== 'POST') return json(405, { error: 'Method Not Allowed' });
    const hook = match[1]!;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
    received.push({ hook, at: Date.now(), headers, body: request.body });
    if (received.length > CAP) received.splice(0, received.length - CAP);
    const override = overrides.get(hook);
    if (override) {
      override.times -= 1;
      if (override.times <= 0) overrides.delete(hook);
      return json(override.status, { status: override.status }, override.headers);
    }
    return json(200, { status: 'success', attempt: received.length });
  };
  return {
    handler,
    controls: {
      deliveries: (hook) => received.filter((entry) => hook === undefined || entry.hook === hook),
      respondWith(hook, status, times = Number.POSITIVE_INFINITY, headers = {}) {
        overrides.set(hook, { status, times, headers });
      },
      reset() {
        received.length = 0;
        overrides.clear();
      },
    },
  };
}
