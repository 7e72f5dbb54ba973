/**
 * GET /api/searches/:id/events: Server-Sent Events. Each connection first sends a fresh
 * snapshot (status, then every lead after Last-Event-ID), then follows the search through
 * PostgreSQL notifications (event-stream.ts). Event ids are the last lead sequence sent, so a
 * reconnect resumes exactly where it stopped. The stream ends after the final status.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSearchOver, type SearchSummary } from '@leadatlas/shared';
import type { Pool } from '../db/pool.js';
import type { EventHub } from '../db/event-hub.js';
import { SEARCH_CHANNEL } from '../domain/search/events.js';
import { leadsAfter, loadSearch, toLead, toSummary } from '../domain/search/store.js';
import { followEvents } from './event-stream.js';
import { MEMBERSHIP_CHANNEL } from '../domain/organizations/membership-events.js';
import { isActiveMember } from '../domain/organizations/access.js';

const LEAD_BATCH = 500;

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: string } | undefined)?.lastEventId;
  const value = Number(Array.isArray(header) ? header[0] : (header ?? query ?? 0));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export async function streamSearch(
  deps: { pool: Pool; hub: EventHub },
  request: FastifyRequest,
  reply: FastifyReply,
  searchId: string,
  userId: string,
): Promise<void> {
  let cursor = lastEventId(request);
  let lastStatus = '';
  await followEvents(deps.hub, request, reply, {
    channel: SEARCH_CHANNEL,
    key: searchId,
    // A member removed from the organization stops receiving its progress at once.
    alsoOn: [{ channel: MEMBERSHIP_CHANNEL, key: userId }],
    async flush(writer) {
      const search = await loadSearch(deps.pool, searchId);
      if (!search || writer.closed) return true;
      if (!(await isActiveMember(deps.pool, userId, search.org_id))) return true;
      for (;;) {
        const leads = await leadsAfter(deps.pool, searchId, cursor, LEAD_BATCH);
        for (const lead of leads) {
          cursor = lead.seq;
          writer.send('lead', toLead(lead), cursor);
        }
        if (leads.length < LEAD_BATCH || writer.closed) break;
      }
      const summary: SearchSummary = toSummary(search);
      const signature = JSON.stringify(summary);
      if (signature !== lastStatus) {
        lastStatus = signature;
        writer.send('status', summary, cursor);
      }
      // Leads are all stored before a search is settled, so none can follow the final status.
      return isSearchOver(search) && search.settled_at !== null;
    },
  });
}
