/**
 * Invitations to an organization (decision 0020): an owner or admin lists, sends, resends and
 * revokes them; the accept screen reads one by its token (public) and accepts it (signed in).
 * Every rule is in domain/organizations/invitations.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationResponseSchema,
  createInvitationRequestSchema,
  invitationListResponseSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  okSchema,
  organizationIdParamsSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { requestAppOrigin } from '../request-origin.js';
import { headerLocale } from '../../lib/locale.js';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from '../../domain/organizations/invitations.js';

/** Each sends an email: a few a minute per inviter is plenty for a person. */
const SEND_LIMIT = { max: 20, timeWindow: '1 minute' };

export const invitationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/organizations/:orgId/invitations',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Open invitations of the organization, newest first (owner and admins)',
          params: organizationIdParamsSchema,
          response: { 200: invitationListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const invitations = await listInvitations(ctx.pool, {
          userId: user.id,
          orgId: request.params.orgId,
        });
        return { invitations };
      },
    );

    app.post(
      '/api/organizations/:orgId/invitations',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Invites an address as member or admin: mails a link valid for 7 days',
          params: organizationIdParamsSchema,
          body: createInvitationRequestSchema,
          response: { 201: invitationSchema },
        },
        config: { rateLimit: SEND_LIMIT },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const invitation = await createInvitation(ctx, {
          userId: user.id,
          orgId: request.params.orgId,
          email: request.body.email,
          role: request.body.role,
          appUrl: requestAppOrigin(request, ctx.config) ?? ctx.config.appUrl,
          locale: headerLocale(request.headers),
        });
        return reply.status(201).send(invitation);
      },
    );

    app.post(
      '/api/organizations/:orgId/invitations/:invitationId/resend',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Mails a new link (the old one stops working), valid for 7 more days',
          params: invitationParamsSchema,
          response: { 200: invitationSchema },
        },
        config: { rateLimit: SEND_LIMIT },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return resendInvitation(ctx, {
          userId: user.id,
          orgId: request.params.orgId,
          invitationId: request.params.invitationId,
          appUrl: requestAppOrigin(request, ctx.config) ?? ctx.config.appUrl,
          locale: headerLocale(request.headers),
        });
      },
    );

    app.delete(
      '/api/organizations/:orgId/invitations/:invitationId',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Revokes an open invitation: its link stops working',
          params: invitationParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await revokeInvitation(ctx.pool, { userId: user.id, ...request.params });
        return { ok: true as const };
      },
    );

    app.get(
      '/api/invitations/:token',
      {
        schema: {
          tags: ['organizations'],
          summary: 'What an invitation link invites to (organization, inviter, role, address)',
          params: invitationTokenParamsSchema,
          response: { 200: invitationPreviewSchema },
        },
        // The link may be opened signed out, before an account exists: the token is the proof.
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => previewInvitation(ctx.pool, request.params.token),
    );

    app.post(
      '/api/invitations/:token/accept',
      {
        schema: {
          tags: ['organizations'],
          summary:
            'Joins the organization (the account must have the invited address) and makes it active',
          params: invitationTokenParamsSchema,
          response: { 200: acceptInvitationResponseSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return acceptInvitation(ctx, { userId: user.id, token: request.params.token });
      },
    );
  };
