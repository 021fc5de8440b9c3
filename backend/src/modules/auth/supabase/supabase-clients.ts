import { HttpStatus } from '@nestjs/common';
import type { AuthError, RealtimeClientOptions, User } from '@supabase/supabase-js';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { type Locale, LOCALES } from '@tickrelay/contracts/locales';

import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';

import type { AuthCall } from '../auth-provider.port';
import { authErrors } from '../auth.errors';

const REQUEST_TIMEOUT_MS = 10_000;

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string | undefined;
  secureCookies: boolean;
}

interface SupabaseModules {
  ssr: typeof import('@supabase/ssr');
  js: typeof import('@supabase/supabase-js');
  realtime: RealtimeClientOptions;
}

let loaded: SupabaseModules | undefined;

/**
 * Required on first use only, so the local adapter never loads supabase-js. supabase-js builds a
 * realtime client even when it is never used, and on Node 20 (no global WebSocket) that throws:
 * `ws` fills the gap.
 * (require, not import(): the CommonJS build and jest both load it synchronously.)
 */
function modules(): SupabaseModules {
  /* eslint-disable @typescript-eslint/no-require-imports */
  loaded ??= {
    ssr: require('@supabase/ssr') as typeof import('@supabase/ssr'),
    js: require('@supabase/supabase-js') as typeof import('@supabase/supabase-js'),
    realtime:
      typeof globalThis.WebSocket === 'function'
        ? {}
        : { transport: require('ws') as NonNullable<RealtimeClientOptions['transport']> },
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return loaded;
}

/** Every GoTrue call gives up after REQUEST_TIMEOUT_MS instead of hanging the request. */
const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/**
 * A per-request client whose session lives in the request's cookies (@supabase/ssr, PKCE flow):
 * ssr reads `tr_session[.n]` (`__Host-tr_session[.n]` behind https) and writes it back through the same jar as the local adapter.
 */
export function requestClient(settings: SupabaseSettings, call: AuthCall) {
  const { ssr, realtime } = modules();
  return ssr.createServerClient(settings.url, settings.anonKey, {
    cookies: {
      getAll: () => call.cookies.getAll(),
      setAll: (cookies: Parameters<typeof call.cookies.setAll>[0]) => call.cookies.setAll(cookies),
    },
    cookieOptions: {
      name: call.cookies.sessionCookieName,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: settings.secureCookies,
    },
    global: { fetch: timedFetch },
    realtime,
  });
}

/** A client without any stored session: password checks and admin calls. */
export type RequestClient = ReturnType<typeof requestClient>;

export function statelessClient(settings: SupabaseSettings, key: string) {
  const { js, realtime } = modules();
  return js.createClient(settings.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timedFetch },
    realtime,
  });
}

export interface AccessClaims {
  sub?: string;
  session_id?: string;
  exp?: number;
}

/** The payload of a GoTrue JWT, unverified: only trusted after GoTrue itself accepted the token. */
export function accessClaims(accessToken: string): AccessClaims {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export function toPublicUser(user: User): PublicUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const email = user.email ?? '';
  const locale = LOCALES.find((candidate) => candidate === metadata.locale) ?? 'en';
  return {
    id: user.id,
    email,
    displayName:
      typeof metadata.display_name === 'string' && metadata.display_name
        ? metadata.display_name
        : email.split('@')[0] || email,
    locale: locale satisfies Locale,
    emailConfirmed: Boolean(user.email_confirmed_at),
    createdAt: new Date(user.created_at).toISOString(),
  };
}

/** GoTrue unreachable or failing on its side is a 503, never a 4xx blamed on the member. */
export function isOutage(error: AuthError): boolean {
  return error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500;
}

/** Maps a GoTrue error on a token-bearing call; anything not an outage is the given 4xx. */
export function failWith(error: AuthError, otherwise: () => Error): never {
  if (isOutage(error)) throw new ServiceUnavailableError(error);
  throw otherwise();
}

/** GoTrue's refresh failures, in the contract's codes. */
export function refreshFailure(error: AuthError): Error {
  if (isOutage(error)) return new ServiceUnavailableError(error);
  return error.code === 'refresh_token_already_used'
    ? authErrors.sessionRevoked()
    : authErrors.sessionExpired();
}

/** A confirmation or recovery link GoTrue refused. */
export function linkError(error: AuthError): Error {
  return error.code === 'otp_expired' ? authErrors.linkExpired() : authErrors.linkInvalid();
}

/** A password GoTrue refused, as the policy's detail code. */
export function passwordError(error: AuthError): Error {
  const reasons = (error as AuthError & { reasons?: string[] }).reasons ?? [];
  const code = reasons.includes('length') ? 'too_short' : 'common_password';
  return error.code === 'weak_password'
    ? new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { password: code })
    : new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { password: 'invalid' });
}

/** GoTrue's PKCE auth codes are UUIDs; token hashes are long hex strings. */
export function isPkceAuthCode(token: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token);
}

/** Who a mail about this member goes to. */
export function recipientOf(user: PublicUser) {
  return { email: user.email, displayName: user.displayName, locale: user.locale };
}
