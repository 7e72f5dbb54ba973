/**
 * Organizations, members and invitations (/organizations, /invite/{token}; spec 001 §2.7, §3;
 * issue 13). Who may do what: organization-roles.ts.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';
import { ASSIGNABLE_ROLES, ORGANIZATION_ROLES } from '../organization-roles.js';
import { emailSchema, humanText, inputText } from './common.js';

export const ORGANIZATION_NAME_MAX = 80;

export const organizationIdParamsSchema = z.object({ orgId: z.uuid() });
export const memberParamsSchema = z.object({ orgId: z.uuid(), memberId: z.uuid() });
export const invitationParamsSchema = z.object({ orgId: z.uuid(), invitationId: z.uuid() });
export const invitationTokenParamsSchema = z.object({ token: inputText().min(1).max(200) });

/** One organization in the left column of /organizations (owned first). */
export const organizationListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  plan: z.enum(PLAN_IDS),
  credits: z.number(),
  personal: z.boolean(),
  memberCount: z.number().int(),
  /** The plan lets it take members (organization-roles.ts planIncludesTeams). */
  teamsAllowed: z.boolean(),
  /** It has a live subscription (it cannot be deleted until that ends). */
  subscribed: z.boolean(),
  createdAt: z.string(),
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;

export const organizationListResponseSchema = z.object({
  organizations: z.array(organizationListItemSchema),
  activeOrganizationId: z.string().nullable(),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

/** POST /api/organizations: the name is saved trimmed (spec 001 §5). */
export const createOrganizationRequestSchema = z.object({
  name: humanText(1, ORGANIZATION_NAME_MAX),
});
export type CreateOrganizationRequest = z.input<typeof createOrganizationRequestSchema>;

/** PATCH /api/organizations/{orgId}: a new name (owner or admin), saved trimmed. */
export const renameOrganizationRequestSchema = createOrganizationRequestSchema;
export type RenameOrganizationRequest = CreateOrganizationRequest;

/** POST /api/organizations/{orgId}/delete: the organization's name typed as confirmation. */
export const deleteOrganizationRequestSchema = z.object({
  confirmation: inputText().max(200),
});
export type DeleteOrganizationRequest = z.input<typeof deleteOrganizationRequestSchema>;

/** PUT /api/me/active-organization: the organization that pays and whose data the app shows. */
export const activeOrganizationRequestSchema = z.object({ orgId: z.uuid() });
export type ActiveOrganizationRequest = z.input<typeof activeOrganizationRequestSchema>;

export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  status: z.enum(['active', 'pending']),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The signed-in user. */
  you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListResponseSchema = z.object({ members: z.array(memberSchema) });
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

/** PATCH /api/organizations/{orgId}/members/{memberId}. */
export const changeRoleRequestSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) });
export type ChangeRoleRequest = z.input<typeof changeRoleRequestSchema>;

/** POST /api/organizations/{orgId}/transfer: the active member who becomes owner. */
export const transferOwnershipRequestSchema = z.object({ memberId: z.uuid() });
export type TransferOwnershipRequest = z.input<typeof transferOwnershipRequestSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  invitedByName: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>;

/** POST /api/organizations/{orgId}/invitations: email trimmed, role member (default) or admin. */
export const createInvitationRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_ROLES).default('member'),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** GET /api/invitations/{token} (public): what the accept screen shows. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  inviterName: z.string().nullable(),
  role: z.enum(ASSIGNABLE_ROLES),
  /** The invited address: accepting needs an account with this email. */
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResponseSchema = z.object({
  ok: z.literal(true),
  orgId: z.string(),
  organizationName: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
