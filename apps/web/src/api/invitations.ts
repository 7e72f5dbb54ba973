/**
 * Invitations to an organization against the API (decision 0020): the open ones of an
 * organization and sending, resending and revoking them (the organizations page's panel); what
 * a link invites to and accepting it (the /invite page, the auth screen's banner).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationResponse,
  CreateInvitationRequest,
  Invitation,
  InvitationListResponse,
  InvitationPreview,
} from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../lib/api';

export const invitationKeys = {
  list: (orgId: string) => ['organizations', orgId, 'invitations'] as const,
  preview: (token: string) => ['invitation', token] as const,
};

const listPath = (orgId: string) => `/api/organizations/${encodeURIComponent(orgId)}/invitations`;
const itemPath = (orgId: string, id: string) => `${listPath(orgId)}/${encodeURIComponent(id)}`;

export function useInvitations(orgId: string, enabled = true) {
  return useQuery({
    queryKey: invitationKeys.list(orgId),
    queryFn: ({ signal }) => api<InvitationListResponse>(listPath(orgId), { signal }),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useCreateInvitation(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) => api<Invitation>(listPath(orgId), { body }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.list(orgId) }),
  });
}

export function useResendInvitation(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Invitation>(`${itemPath(orgId, id)}/resend`, { body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.list(orgId) }),
  });
}

export function useRevokeInvitation(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(itemPath(orgId, id), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.list(orgId) }),
  });
}

/** What a link invites to; not asked for a malformed token (the page says it is invalid). */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: invitationKeys.preview(token ?? ''),
    queryFn: ({ signal }) =>
      api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token!)}`, { signal }),
    enabled: token !== null,
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}

/**
 * Joins the organization, which becomes the active one: everything the app shows (balance,
 * plan, searches) belongs to it now, so every query is read again, but the used link's own
 * (it is no longer valid, and the page leaves).
 */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<AcceptInvitationResponse>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
        body: {},
      }),
    onSuccess: () => {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'invitation' });
    },
  });
}
