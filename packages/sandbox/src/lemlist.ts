/**
 * Lemlist API stand-in (being written: issue 14). Answers the endpoints LeadAtlas calls with the
 * real request and response shapes.
 */
import { json, type Handler, type Reply } from './http.js';

export interface LemlistControls {
  readonly apiKey: string;
}

export function lemlistFailure(status: number): Reply {
  return json(status, { message: 'Injected failure' });
}

export function createLemlistStandIn(): { handler: Handler; controls: LemlistControls } {
  return {
    handler: () => json(404, { message: 'Not implemented yet' }),
    controls: { apiKey: 'sandbox-lemlist-token' },
  };
}
