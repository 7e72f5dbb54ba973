/**
 * Pipedrive API stand-in (being written: issue 14). Answers the endpoints LeadAtlas calls with the
 * real request and response shapes.
 */
import { json, type Handler, type Reply } from './http.js';

export interface PipedriveControls {
  readonly apiToken: string;
  readonly companyDomain: string;
}

export function pipedriveFailure(status: number): Reply {
  return json(status, { message: 'Injected failure' });
}

export function createPipedriveStandIn(): { handler: Handler; controls: PipedriveControls } {
  return {
    handler: () => json(404, { message: 'Not implemented yet' }),
    controls: { apiToken: 'sandbox-pipedrive-token', companyDomain: 'sandbox' },
  };
}
