/**
 * Who may do what in an organization (issue 13): the one rule, read by the server on every
 * route and by the screens to hide what a role cannot do.
 *
 * - owner: everything — billing (plans, subscription, portal), delete, transfer ownership.
 * - admin: invite, manage members other than the owner, buy credit packs.
 * - member: run searches and see the organization's searches, leads and exports.
 *
 * Taking members needs a plan with the `team` feature (Growth, Pro), on any organization: a
 * free organization with members would give away what those plans sell (decision 0019).
 */
import { findPlan, type PlanId } from './plans.js';

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Roles an invitation or a role change may give; ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['member', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ORGANIZATION_ACTIONS = [
  /** Searches, leads, exports, members list, balance. */
  'view',
  /** Run searches paid from the organization's balance. */
  'search',
  'buy_credits',
  'invite',
  /** Change a role or remove someone (never the owner; see canManageMember). */
  'manage_members',
  /** Subscribe, change or cancel the plan, open the billing portal. */
  'manage_billing',
  'transfer_ownership',
  'delete_organization',
  /** Leave it (the owner transfers first). */
  'leave',
  /** Change its name. */
  'rename',
  /** Connect, test, change and disconnect integrations (members push to them). */
  'manage_integrations',
] as const;
export type OrganizationAction = (typeof ORGANIZATION_ACTIONS)[number];

const GRANTS: Record<OrganizationRole, ReadonlySet<OrganizationAction>> = {
  owner: new Set([
    'view',
    'search',
    'buy_credits',
    'invite',
    'manage_members',
    'manage_billing',
    'transfer_ownership',
    'delete_organization',
    'rename',
    'manage_integrations',
  ]),
  admin: new Set([
    'view',
    'search',
    'buy_credits',
    'invite',
    'manage_members',
    'leave',
    'rename',
    'manage_integrations',
  ]),
  member: new Set(['view', 'search', 'leave']),
};

export function canInOrganization(role: OrganizationRole, action: OrganizationAction): boolean {
  return GRANTS[role].has(action);
}

/** Whether `actor` may change the role of, or remove, a member holding `target`. */
export function canManageMember(actor: OrganizationRole, target: OrganizationRole): boolean {
  if (!canInOrganization(actor, 'manage_members')) return false;
  return target !== 'owner';
}

/** Whether the organization's plan lets it take members. */
export function planIncludesTeams(plan: PlanId): boolean {
  return findPlan(plan)?.features.includes('team') ?? false;
}
