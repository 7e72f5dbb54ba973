import type { SignUpRequest, SignUpResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';

export const signUp = (body: SignUpRequest) =>
  api<SignUpResponse>('/api/account/sign-up', { body });

export const signIn = (body: { email: string; password: string; rememberMe: boolean }) =>
  api<unknown>('/api/auth/sign-in/email', { body: { ...body, callbackURL: '/auth/callback' } });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>('/api/auth/reset-password', { body: { token, newPassword } });

export const socialSignIn = (provider: string) =>
  api<{ url?: string }>('/api/auth/sign-in/social', {
    body: { provider, callbackURL: '/dashboard', errorCallbackURL: '/auth/callback' },
  });
