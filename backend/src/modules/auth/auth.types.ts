export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The user as the API shows it (GET /api/auth/session and every `{user}` answer). */
export interface PublicUser {
  id: string;
  email: string;
  displayName: string;
  locale: Locale;
  emailConfirmed: boolean;
  createdAt: string;
}

/** What the auth guard attaches to a request it let through. */
export interface AuthenticatedSession {
  user: PublicUser;
  sessionId: string;
  /** When the access token expires (ISO 8601). */
  expiresAt: string;
  /** The access token the request was authenticated with (the Supabase adapter forwards it). */
  accessToken: string;
}

export interface SignedIn {
  user: PublicUser;
  expiresAt: string;
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  locale: Locale;
}

export interface ProfilePatch {
  displayName?: string;
  locale?: Locale;
}

/** Localised path of an SPA page: /confirm in English, /fr/confirm in French. */
export function localizedLink(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}${locale === 'fr' ? '/fr' : ''}${path}`;
}
