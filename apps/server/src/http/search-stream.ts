/**
 * GET /api/searches/:id/events: Server-Sent Events. Each connection first sends a fresh
 * snapshot (status, then every lead after Last-Event-ID), then follows the search through
 * PostgreSQL notifications. Event ids are the last lead sequence sent, so a reconnect resumes
 * exactly where it stopped. The stream ends after the final status.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSearchOver, type SearchSummary } from '@leadatlas/shared';
import type { Pool } from '../db/pool.js';
import type { SearchEventHub } from '../domain/search/events.js';
import { leadsAfter, loadSearch, toLead, toSummary } from '../domain/search/store.js';

const LEAD_BATCH = 500;
const KEEPALIVE_MS = 15_000;

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: string } | undefined)?.lastEventId;
  const value = Number(Array.isArray(header) ? header[0] : (header ?? query ?? 0));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export async function streamSearch(
  deps: { pool: Pool; hub: SearchEventHub },
  request: FastifyRequest,
  reply: FastifyReply,
  searchId: string,
): Promise<void> {
  let cursor = lastEventId(request);
  let lastStatus = '';
  let closed = false;
  let running = false;
  let again = false;

  let started = false;
  const res = reply.raw;

  const send = (event: string, data: unknown) => {
    res.write(`id: ${cursor}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  let unsubscribe: () => void = () => undefined;
  const timers: { keepalive?: NodeJS.Timeout } = {};
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(timers.keepalive);
    unsubscribe();
    res.end();
  };

  // Coalesces bursts of notifications into one read; never two reads at once.
  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const search = await loadSearch(deps.pool, searchId);
        if (!search || closed) return finish();
        for (;;) {
          const leads = await leadsAfter(deps.pool, searchId, cursor, LEAD_BATCH);
          for (const lead of leads) {
            cursor = lead.seq;
            send('lead', toLead(lead));
          }
          if (leads.length < LEAD_BATCH || closed) break;
        }
        const summary: SearchSummary = toSummary(search);
        const signature = JSON.stringify(summary);
        if (signature !== lastStatus) {
          lastStatus = signature;
          send('status', summary);
        }
        // Leads are all stored before a search is settled, so none can follow the final status.
        if (isSearchOver(search) && search.settled_at) return finish();
      } while (again && !closed);
    } finally {
      running = false;
    }
  };

  const onNotify = () => {
    if (!started) return; // the first read below covers anything before it
    void flush().catch((error: unknown) => {
      request.log.warn({ err: error }, 'search stream read failed');
      finish();
    });
  };
  // Listen first, then read: a change committed in between is not missed.
  unsubscribe = await deps.hub.subscribe(searchId, onNotify);
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  timers.keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
  request.raw.on('close', finish);
  started = true;
  onNotify();
}
