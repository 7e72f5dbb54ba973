import { useQuery } from '@tanstack/react-query';
import {
  authCallbackPath,
  type ReferralLookupResponse,
  type SignUpRequest,
  type SignUpResponse,
} from '@leadatlas/shared';
import { api } from '../../lib/api';

export const signUp = (body: SignUpRequest) =>
  api<SignUpResponse>('/api/account/sign-up', { body });

/** An unconfirmed address gets a new confirmation link, which comes back to `returnPath`. */
export const signIn = (
  body: { email: string; password: string; rememberMe: boolean },
  returnPath?: string,
) =>
  api<unknown>('/api/auth/sign-in/email', {
    body: { ...body, callbackURL: authCallbackPath(returnPath) },
  });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>('/api/auth/reset-password', { body: { token, newPassword } });

export const socialSignIn = (provider: string, callbackURL = '/dashboard') =>
  api<{ url?: string }>('/api/auth/sign-in/social', {
    body: { provider, callbackURL, errorCallbackURL: '/auth/callback' },
  });

/** Whether an invitation link's code exists and can still be used (its banner promises credits). */
export function useReferralCode(code: string | undefined) {
  return useQuery({
    queryKey: ['referral-code', code ?? ''],
    queryFn: () => api<ReferralLookupResponse>(`/api/referrals/${encodeURIComponent(code!)}`),
    enabled: Boolean(code) && /^[A-Za-z0-9_-]{3,40}$/.test(code ?? ''),
    retry: false,
    staleTime: 60_000,
  });
}
