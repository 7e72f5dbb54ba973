/**
 * The support desk (issue 16, spec 001 §2.10, §2.11): a signed-in user opens tickets, lists
 * their own and talks on them; staff (a role given only from the command line) read the inbox,
 * answer and change statuses. Every route acts on the session's user; staff routes refuse anyone
 * else before reading anything.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTicketResponseSchema,
  createTicketSchema,
  staffInboxQuerySchema,
  staffInboxResponseSchema,
  staffTicketDetailSchema,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketListResponseSchema,
  ticketReplySchema,
  ticketStatusBodySchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { staffUser } from '../staff-scope.js';
import { requireSession } from '../session.js';
import { inTransaction } from '../../db/pool.js';
import { listMyOrganizations } from '../../domain/organizations/list.js';
import {
  createTicket,
  getOwnTicket,
  listTickets,
  replyAsUser,
} from '../../domain/support/tickets.js';
import {
  replyAsSupport,
  setTicketStatus,
  staffInbox,
  staffTicket,
} from '../../domain/support/staff.js';

export const supportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/support/tickets',
      {
        schema: {
          tags: ['support'],
          summary: 'Opens a ticket with its first message; support is emailed',
          body: createTicketSchema,
          response: { 200: createTicketResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { activeOrganizationId } = await listMyOrganizations(ctx.pool, user.id);
        return inTransaction(ctx.pool, (db) =>
          createTicket(ctx.support, db, user.id, activeOrganizationId, request.body),
        );
      },
    );

    app.get(
      '/api/support/tickets',
      {
        schema: {
          tags: ['support'],
          summary: 'Your tickets, newest first',
          response: { 200: ticketListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listTickets(ctx.pool, user.id);
      },
    );

    app.get(
      '/api/support/tickets/:id',
      {
        schema: {
          tags: ['support'],
          summary: 'One of your tickets and its conversation, oldest first',
          params: ticketIdParamsSchema,
          response: { 200: ticketDetailSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getOwnTicket(ctx.pool, user.id, request.params.id);
      },
    );

    app.post(
      '/api/support/tickets/:id/messages',
      {
        schema: {
          tags: ['support'],
          summary: 'Replies on one of your tickets (refused once it is resolved)',
          params: ticketIdParamsSchema,
          body: ticketReplySchema,
          response: { 200: ticketDetailSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return inTransaction(ctx.pool, (db) =>
          replyAsUser(ctx.support, db, user.id, request.params.id, request.body.mensaje),
        );
      },
    );
  };

/** The staff console's ticket routes; registered inside `staffScope` (app.ts). */
export const staffTicketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/staff/tickets',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: the tickets inbox, newest activity first, with filters and search',
          querystring: staffInboxQuerySchema,
          response: { 200: staffInboxResponseSchema },
        },
      },
      async (request) => staffInbox(ctx.pool, request.query),
    );

    app.get(
      '/api/staff/tickets/:id',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: any ticket, its conversation and its customer',
          params: ticketIdParamsSchema,
          response: { 200: staffTicketDetailSchema },
        },
      },
      async (request) => staffTicket(ctx.pool, request.params.id),
    );

    app.post(
      '/api/staff/tickets/:id/messages',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: answers as support; the customer is notified (bell and email)',
          params: ticketIdParamsSchema,
          body: ticketReplySchema,
          response: { 200: staffTicketDetailSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) =>
          replyAsSupport(
            ctx.notify,
            db,
            staffUser(request),
            request.params.id,
            request.body.mensaje,
          ),
        ),
    );

    app.patch(
      '/api/staff/tickets/:id',
      {
        schema: {
          tags: ['staff'],
          summary: "Staff: sets a ticket's status (pending, inProgress, resolved)",
          params: ticketIdParamsSchema,
          body: ticketStatusBodySchema,
          response: { 200: staffTicketDetailSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) =>
          setTicketStatus(db, staffUser(request), request.params.id, request.body.status),
        ),
    );
  };
