// Calls of the profile page (the accounts API contract).
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth/session-types';
import type { Locale } from '@/lib/i18n/locales';

export interface AccountSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

export const updateProfile = (input: { displayName?: string; locale?: Locale }) =>
  api.patch<{ user: SessionUser }>('/api/account/profile', input);

export const listSessions = async (): Promise<AccountSession[]> =>
  (await api.get<{ sessions: AccountSession[] }>('/api/account/sessions')).sessions;

export const endSession = (id: string) =>
  api.delete<void>(`/api/account/sessions/${encodeURIComponent(id)}`);

export const deleteAccount = (password: string) => api.delete<void>('/api/account', { password });
