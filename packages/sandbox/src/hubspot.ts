/**
 * Hubspot API stand-in (being written: issue 14). Answers the endpoints LeadAtlas calls with the
 * real request and response shapes.
 */
import { json, type Handler, type Reply } from './http.js';

export interface HubspotControls {
  readonly accessToken: string;
}

export function hubspotFailure(status: number): Reply {
  return json(status, { message: 'Injected failure' });
}

export function createHubspotStandIn(): { handler: Handler; controls: HubspotControls } {
  return {
    handler: () => json(404, { message: 'Not implemented yet' }),
    controls: { accessToken: 'sandbox-hubspot-token' },
  };
}
