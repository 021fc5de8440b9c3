// Calls of the auth pages. The endpoints belong to the accounts issue; the shapes are the
// contract the pages are written against.
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/guards/auth-store';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  acceptTerms: boolean;
}

export interface AuthResult {
  user?: SessionUser | null;
  /** Sign-up that must confirm the email address before signing in. */
  emailConfirmationRequired?: boolean;
}

export const signIn = (input: SignInInput) => api.post<AuthResult>('/api/auth/signin', input);

export const signUp = (input: SignUpInput) => api.post<AuthResult>('/api/auth/signup', input);

export const requestPasswordReset = (email: string) =>
  api.post<void>('/api/auth/password-reset', { email });

export const updatePassword = (input: { password: string; token?: string }) =>
  api.post<void>('/api/auth/update-password', input);

export const signOut = () => api.post<void>('/api/auth/signout');
