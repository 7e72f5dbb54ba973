/**
 * The support desk (issue 16, spec 001 §2.10, §2.11): a signed-in user opens tickets, lists
 * their own and talks on them; staff (a role given only from the command line) read the inbox,
 * answer and change statuses. Every route acts on the session's user; staff routes refuse anyone
 * else before reading anything.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  createTicketResponseSchema,
  createTicketSchema,
  inputText,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketListResponseSchema,
  ticketReplySchema,
  ticketSummarySchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
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
  requireStaff,
  setTicketStatus,
  staffInbox,
  staffTicket,
} from '../../domain/support/staff.js';

const inboxQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  prioridad: z.enum(TICKET_PRIORITIES).optional(),
  categoria: z.enum(TICKET_CATEGORIES).optional(),
  q: inputText().trim().max(200).optional(),
});

const inboxTicketSchema = ticketSummarySchema.extend({
  nombre: z.string(),
  email: z.string(),
  customer: z.object({
    organization: z.string().nullable(),
    plan: z.string().nullable(),
    credits: z.number().nullable(),
  }),
});

const statusBodySchema = z.object({ status: z.enum(TICKET_STATUSES) });

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

    // Staff: the session's user must hold the role before anything is read.
    const staff = async (request: Parameters<typeof requireSession>[1]) => {
      const user = await requireSession(ctx.auth, request);
      await requireStaff(ctx.pool, user.id);
      return user;
    };

    app.get(
      '/api/staff/tickets',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: the tickets inbox, newest activity first, with filters and search',
          querystring: inboxQuerySchema,
          response: { 200: z.object({ tickets: z.array(inboxTicketSchema) }) },
        },
      },
      async (request) => {
        await staff(request);
        return { tickets: await staffInbox(ctx.pool, request.query) };
      },
    );

    app.get(
      '/api/staff/tickets/:id',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: any ticket and its conversation',
          params: ticketIdParamsSchema,
          response: { 200: ticketDetailSchema },
        },
      },
      async (request) => {
        await staff(request);
        return staffTicket(ctx.pool, request.params.id);
      },
    );

    app.post(
      '/api/staff/tickets/:id/messages',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: answers as support; the customer is notified (bell and email)',
          params: ticketIdParamsSchema,
          body: ticketReplySchema,
          response: { 200: ticketDetailSchema },
        },
      },
      async (request) => {
        const user = await staff(request);
        return inTransaction(ctx.pool, (db) =>
          replyAsSupport(ctx.notify, db, user.id, request.params.id, request.body.mensaje),
        );
      },
    );

    app.patch(
      '/api/staff/tickets/:id',
      {
        schema: {
          tags: ['staff'],
          summary: "Staff: sets a ticket's status (pending, inProgress, resolved)",
          params: ticketIdParamsSchema,
          body: statusBodySchema,
          response: { 200: ticketDetailSchema },
        },
      },
      async (request) => {
        const user = await staff(request);
        return inTransaction(ctx.pool, (db) =>
          setTicketStatus(db, user.id, request.params.id, request.body.status),
        );
      },
    );
  };
