import type { CookieOptions, Request, Response } from 'express';

import {
  chunkCookie,
  combineChunks,
  cookieName,
  decodeSession,
  encodeSession,
  isChunkOf,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  type StoredSession,
} from './session-cookie';

export interface CookieEntry {
  name: string;
  value: string;
}

/** Parses a Cookie header; a value that is not valid percent-encoding is kept as sent. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * The request's cookies and the response's Set-Cookie headers for one API call. Every cookie the
 * auth adapters write goes through here, so each gets the same attributes: httpOnly, SameSite=Lax,
 * Path=/, Secure and the `__Host-` name prefix behind https, and 400 days (the server ends
 * sessions itself: idle and absolute timeouts).
 */
export class SessionCookieJar {
  /** `tr_session`, or `__Host-tr_session` behind https; its chunks append `.0`, `.1`, … */
  readonly sessionCookieName: string;
  private readonly cookies: Map<string, string>;

  constructor(
    request: Request,
    private readonly response: Response,
    private readonly secure: boolean,
  ) {
    this.sessionCookieName = cookieName(SESSION_COOKIE, secure);
    this.cookies = parseCookieHeader(request.headers.cookie);
    // An answer that depends on the session (or sets it) must never come from a shared cache.
    if (!response.headersSent) response.setHeader('Cache-Control', 'no-store');
  }

  getAll(): CookieEntry[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  /** For @supabase/ssr: an empty value or a zero max-age deletes the cookie. */
  setAll(entries: ReadonlyArray<{ name: string; value: string; options?: { maxAge?: number } }>) {
    for (const entry of entries) {
      if (entry.value === '' || entry.options?.maxAge === 0) this.remove(entry.name);
      else this.set(entry.name, entry.value);
    }
  }

  readSession(): StoredSession | undefined {
    return decodeSession(combineChunks(this.sessionCookieName, this.cookies));
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => isChunkOf(name, this.sessionCookieName));
  }

  writeSession(session: StoredSession): void {
    const chunks = chunkCookie(this.sessionCookieName, encodeSession(session));
    const kept = new Set(chunks.map((chunk) => chunk.name));
    for (const name of this.sessionCookieNames()) if (!kept.has(name)) this.remove(name);
    for (const chunk of chunks) this.set(chunk.name, chunk.value);
  }

  /** Also drops the PKCE code-verifier cookies @supabase/ssr keeps next to the session. */
  clearSession(): void {
    for (const name of this.sessionCookieNames()) this.remove(name);
    for (const name of [...this.cookies.keys()]) {
      if (name.startsWith(`${this.sessionCookieName}-`)) this.remove(name);
    }
    // A browser may hold a cookie this request did not send (another path); clear the base name.
    if (!this.cookies.has(this.sessionCookieName)) this.remove(this.sessionCookieName);
  }

  private sessionCookieNames(): string[] {
    return [...this.cookies.keys()].filter((name) => isChunkOf(name, this.sessionCookieName));
  }

  private options(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure };
  }

  private set(name: string, value: string): void {
    this.cookies.set(name, value);
    this.response.cookie(name, value, {
      ...this.options(),
      maxAge: SESSION_COOKIE_MAX_AGE_SECONDS * 1000,
    });
  }

  private remove(name: string): void {
    this.cookies.delete(name);
    this.response.clearCookie(name, this.options());
  }
}
