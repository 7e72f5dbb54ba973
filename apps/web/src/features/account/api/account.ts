/**
 * The user's home (/account) against the API: profile and language, email change, password,
 * sessions, deletion and the data export. Each hook invalidates what its change shows
 * elsewhere (/api/me feeds the header, the dashboard greeting and the language).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSessionsResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailChangeConfirmResponse,
  EmailChangeRequest,
  EmailChangeResponse,
  Locale,
  RevokeSessionsResponse,
  UpdateProfileRequest,
} from '@leadatlas/shared';
import { api, apiFile, retryUnlessClientError } from '../../../lib/api';
import { SESSION_KEY } from '../../session/use-session';
import { setLanguage } from '../../../i18n';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      api<{ ok: true }>('/api/account/profile', { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

/**
 * The language toggle of a signed-in user: the interface switches at once and the account's
 * saved language (the language of every email) follows it (decision 0015).
 */
export function useChooseLanguage() {
  const update = useUpdateProfile();
  return (locale: Locale, signedIn: boolean) => {
    setLanguage(locale);
    if (signedIn) update.mutate({ locale });
  };
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      api<EmailChangeResponse>('/api/account/email-change', { body }),
  });
}

export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<EmailChangeConfirmResponse>('/api/account/email-change/confirm', { body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api<ChangePasswordResponse>('/api/account/password', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api<AccountSessionsResponse>('/api/account/sessions', { signal }),
    retry: retryUnlessClientError,
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<RevokeSessionsResponse>('/api/account/sessions/revoke-others', {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Deletes the account; on success the session is gone: the app forgets everything it held. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) =>
      api<{ ok: true }>('/api/account/delete', { body: { confirmation } }),
    onSuccess: () => {
      client.setQueryData(SESSION_KEY, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    },
  });
}

/** GET /api/account/export: the file and the name the server gave it. */
export async function downloadAccountData(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiFile('/api/account/export');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leadatlas-data.json';
  return { blob: await response.blob(), fileName };
}
