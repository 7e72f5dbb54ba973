/**
 * The staff console's customers and audit log (issue 16); registered inside `staffScope`
 * (app.ts), so anyone but staff is refused before anything here is read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  creditAdjustmentResponseSchema,
  creditAdjustmentSchema,
  customerDetailSchema,
  customerLookupQuerySchema,
  customerLookupResponseSchema,
  customerOrgParamsSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { staffUser } from '../staff-scope.js';
import { inTransaction } from '../../db/pool.js';
import { listAudit } from '../../domain/support/audit-log.js';
import { adjustCredits, customerDetail, lookupCustomers } from '../../domain/support/customers.js';

export const staffCustomerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/staff/customers',
      {
        schema: {
          tags: ['staff'],
          summary: "Staff: organizations by part of a member's address or of their name",
          querystring: customerLookupQuerySchema,
          response: { 200: customerLookupResponseSchema },
        },
      },
      async (request) => lookupCustomers(ctx.pool, request.query.q),
    );

    app.get(
      '/api/staff/customers/:orgId',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: one organization, its members, recent searches and credit movements',
          params: customerOrgParamsSchema,
          response: { 200: customerDetailSchema },
        },
      },
      async (request) => customerDetail(ctx.pool, request.params.orgId),
    );

    app.post(
      '/api/staff/customers/:orgId/adjustments',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Staff: adds or removes credits with a reason (a ledger row, audited, the customer told); a key applies once',
          params: customerOrgParamsSchema,
          body: creditAdjustmentSchema,
          response: { 200: creditAdjustmentResponseSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) =>
          adjustCredits(ctx.notify, db, staffUser(request), request.params.orgId, request.body),
        ),
    );

    app.get(
      '/api/staff/audit',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: every staff action, newest first, by action and staff member',
          querystring: auditLogQuerySchema,
          response: { 200: auditLogResponseSchema },
        },
      },
      async (request) => listAudit(ctx.pool, request.query),
    );
  };
