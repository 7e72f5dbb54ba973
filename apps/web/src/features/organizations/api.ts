/**
 * Organizations and members against the API (issue 13). Switching the active organization
 * reads everything again: balance, plan, searches, history and billing all follow it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignableRole,
  MemberListResponse,
  OrganizationListItem,
  OrganizationListResponse,
} from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../../lib/api';
import { SESSION_KEY } from '../session/use-session';

export const organizationKeys = {
  all: ['organizations'] as const,
  members: (orgId: string) => ['organizations', orgId, 'members'] as const,
};

export function useOrganizations() {
  return useQuery({
    queryKey: organizationKeys.all,
    queryFn: () => api<OrganizationListResponse>('/api/organizations'),
    retry: retryUnlessClientError,
  });
}

export function useMembers(orgId: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.members(orgId ?? ''),
    queryFn: () => api<MemberListResponse>(`/api/organizations/${orgId}/members`),
    enabled: Boolean(orgId),
    retry: retryUnlessClientError,
  });
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<OrganizationListItem>('/api/organizations', { body: { name } }),
    // The session lists the organizations too (the header's switcher appears with a second).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizationKeys.all });
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useRenameOrganization(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<OrganizationListItem>(`/api/organizations/${orgId}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizationKeys.all });
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/**
 * Everything the app shows belongs to the active organization: read it all again. (Not awaited:
 * the caller's own onSuccess runs even when the refetch unmounts it, e.g. a deleted organization.)
 */
export function useSwitchOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) =>
      api<{ ok: true }>('/api/me/active-organization', { method: 'PUT', body: { orgId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useChangeRole(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: AssignableRole }) =>
      api<MemberListResponse>(`/api/organizations/${orgId}/members/${memberId}`, {
        method: 'PATCH',
        body: { role },
      }),
    onSuccess: (data) => client.setQueryData(organizationKeys.members(orgId), data),
  });
}

export function useRemoveMember(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api<MemberListResponse>(`/api/organizations/${orgId}/members/${memberId}`, {
        method: 'DELETE',
      }),
    onSuccess: (data) => {
      client.setQueryData(organizationKeys.members(orgId), data);
      void client.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}

export function useTransferOwnership(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api<MemberListResponse>(`/api/organizations/${orgId}/transfer`, { body: { memberId } }),
    // Roles change everywhere: the list, the session's role, the billing rights.
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useLeaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) =>
      api<{ ok: true }>(`/api/organizations/${orgId}/leave`, { body: {} }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useDeleteOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, confirmation }: { orgId: string; confirmation: string }) =>
      api<{ ok: true }>(`/api/organizations/${orgId}/delete`, { body: { confirmation } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
