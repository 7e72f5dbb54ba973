/**
 * Instantly API stand-in (being written: issue 14). Answers the endpoints LeadAtlas calls with the
 * real request and response shapes.
 */
import { json, type Handler, type Reply } from './http.js';

export interface InstantlyControls {
  readonly apiKey: string;
}

export function instantlyFailure(status: number): Reply {
  return json(status, { message: 'Injected failure' });
}

export function createInstantlyStandIn(): { handler: Handler; controls: InstantlyControls } {
  return {
    handler: () => json(404, { message: 'Not implemented yet' }),
    controls: { apiKey: 'sandbox-instantly-token' },
  };
}
