/**
 * Organizations and their members (/organizations, the header switcher; issue 13). Who may do
 * what is domain/organizations/access.ts on every route; these only authenticate, validate,
 * call and map. Invitations: routes/invitations.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeOrganizationRequestSchema,
  changeRoleRequestSchema,
  createOrganizationRequestSchema,
  deleteOrganizationRequestSchema,
  renameOrganizationRequestSchema,
  memberListResponseSchema,
  memberParamsSchema,
  okSchema,
  organizationIdParamsSchema,
  organizationListItemSchema,
  organizationListResponseSchema,
  transferOwnershipRequestSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { listMyOrganizations } from '../../domain/organizations/list.js';
import {
  createOrganization,
  deleteOrganization,
  renameOrganization,
  setActiveOrganization,
} from '../../domain/organizations/manage.js';
import {
  changeMemberRole,
  leaveOrganization,
  listMembers,
  removeMember,
  transferOwnership,
} from '../../domain/organizations/members.js';

const TAGS = ['organizations'];

export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/organizations',
      {
        schema: {
          tags: TAGS,
          summary: "The user's organizations (owned first) and the active one",
          response: { 200: organizationListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listMyOrganizations(ctx.pool, user.id);
      },
    );

    app.post(
      '/api/organizations',
      {
        schema: {
          tags: TAGS,
          summary: 'Creates an organization: 0 credits, Free, the creator its owner',
          body: createOrganizationRequestSchema,
          response: { 201: organizationListItemSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const created = await createOrganization(ctx.pool, {
          userId: user.id,
          name: request.body.name,
        });
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/api/me/active-organization',
      {
        schema: {
          tags: TAGS,
          summary: 'Chooses the organization that pays and whose data the app shows',
          body: activeOrganizationRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await setActiveOrganization(ctx.pool, { userId: user.id, orgId: request.body.orgId });
        return { ok: true as const };
      },
    );

    app.patch(
      '/api/organizations/:orgId',
      {
        schema: {
          tags: TAGS,
          summary: 'Renames the organization (owner or admin)',
          params: organizationIdParamsSchema,
          body: renameOrganizationRequestSchema,
          response: { 200: organizationListItemSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return renameOrganization(ctx.pool, {
          userId: user.id,
          orgId: request.params.orgId,
          name: request.body.name,
        });
      },
    );

    app.post(
      '/api/organizations/:orgId/delete',
      {
        schema: {
          tags: TAGS,
          summary: 'Deletes a team organization (owner; its name typed; no live subscription)',
          params: organizationIdParamsSchema,
          body: deleteOrganizationRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await deleteOrganization(
          { pool: ctx.pool, provider: ctx.billing.provider, log: ctx.log, notify: ctx.notify },
          {
            userId: user.id,
            orgId: request.params.orgId,
            confirmation: request.body.confirmation,
          },
        );
        return { ok: true as const };
      },
    );

    app.get(
      '/api/organizations/:orgId/members',
      {
        schema: {
          tags: TAGS,
          summary: "The organization's active members (owner, admins, members)",
          params: organizationIdParamsSchema,
          response: { 200: memberListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { members: await listMembers(ctx.pool, user.id, request.params.orgId) };
      },
    );

    app.patch(
      '/api/organizations/:orgId/members/:memberId',
      {
        schema: {
          tags: TAGS,
          summary: "Changes a member's role to member or admin (owner, or admin for non-owners)",
          params: memberParamsSchema,
          body: changeRoleRequestSchema,
          response: { 200: memberListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const members = await changeMemberRole(ctx.pool, {
          userId: user.id,
          ...request.params,
          role: request.body.role,
        });
        return { members };
      },
    );

    app.delete(
      '/api/organizations/:orgId/members/:memberId',
      {
        schema: {
          tags: TAGS,
          summary: 'Removes a member: their access to the organization ends at once',
          params: memberParamsSchema,
          response: { 200: memberListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { members: await removeMember(ctx.pool, { userId: user.id, ...request.params }) };
      },
    );

    app.post(
      '/api/organizations/:orgId/leave',
      {
        schema: {
          tags: TAGS,
          summary: 'Leaves the organization (the owner transfers it first)',
          params: organizationIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await leaveOrganization(ctx.pool, { userId: user.id, orgId: request.params.orgId });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/organizations/:orgId/transfer',
      {
        schema: {
          tags: TAGS,
          summary: 'The owner makes an active member the owner (and stays as admin)',
          params: organizationIdParamsSchema,
          body: transferOwnershipRequestSchema,
          response: { 200: memberListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const members = await transferOwnership(ctx.pool, {
          userId: user.id,
          orgId: request.params.orgId,
          memberId: request.body.memberId,
        });
        return { members };
      },
    );
  };
