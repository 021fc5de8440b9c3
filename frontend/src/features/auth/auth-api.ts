// Calls of the auth pages (the accounts API contract).
import { api, ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth/session-types';
import { sessionClient } from '@/lib/guards/auth-store';
import type { Locale } from '@/lib/i18n/locales';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  locale: Locale;
  acceptTerms: boolean;
}

interface UserBody {
  user: SessionUser;
  expiresAt?: string | null;
}

export type UpdatePasswordInput =
  { token: string; password: string } | { currentPassword: string; password: string };

export const signIn = (input: SignInInput) => api.post<UserBody>('/api/auth/signin', input);

/** 201 {status: 'confirmation_sent'} for every valid request (existing accounts included). */
export const signUp = (input: SignUpInput) =>
  api.post<{ status: string }>('/api/auth/signup', input);

/** Confirms the address from the emailed link and signs in. */
export const confirmEmail = (token: string) => api.post<UserBody>('/api/auth/confirm', { token });

export const resendConfirmation = (email: string, locale: Locale) =>
  api.post<void>('/api/auth/confirm/resend', { email, locale });

export const requestPasswordReset = (email: string, locale: Locale) =>
  api.post<void>('/api/auth/password-reset', { email, locale });

/** With the emailed token (recovery, signs in) or, signed in, with the current password. */
export const updatePassword = (input: UpdatePasswordInput) =>
  api.post<UserBody>('/api/auth/update-password', input);

/**
 * Ends the session on the server and tells the other tabs. This tab's store is left to the caller,
 * which leaves the members' pages first and then calls authStore.setUser(null) (otherwise their
 * guard would send it to the sign-in page). A session that had already ended counts as success.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post<void>('/api/auth/signout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  sessionClient.signedOut({ updateStore: false });
}
