/**
 * The session cookie: `base64-` + base64url(JSON session), the encoding @supabase/ssr writes, so
 * both auth adapters share one cookie format. Values longer than MAX_CHUNK_SIZE characters (once
 * URI-encoded, as browsers store them) are split into `tr_session.0`, `tr_session.1`, …
 */
export const SESSION_COOKIE = 'tr_session';
/**
 * Behind https every cookie name gets this prefix: browsers then accept the cookie only with
 * Secure, Path=/ and no Domain, so neither a sibling subdomain nor plain http can plant or
 * overwrite it.
 */
export const HOST_ONLY_PREFIX = '__Host-';
export const MAX_CHUNK_SIZE = 3180;
export const SESSION_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const BASE64_PREFIX = 'base64-';

export interface CookieChunk {
  name: string;
  value: string;
}

/** The tokens of a stored session; Supabase sessions carry more fields, which are kept as they are. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Unix time (seconds) when the access token expires. */
  expires_at: number;
  [key: string]: unknown;
}

/**
 * Splits a cookie value into chunks whose URI-encoded form is at most `size` characters, never
 * cutting an escape sequence or a multi-byte character in two.
 */
export function chunkCookie(name: string, value: string, size = MAX_CHUNK_SIZE): CookieChunk[] {
  let encoded = encodeURIComponent(value);
  if (encoded.length <= size) return [{ name, value }];
  const chunks: string[] = [];
  while (encoded.length > 0) {
    let head = encoded.slice(0, size);
    const lastEscape = head.lastIndexOf('%');
    if (lastEscape > size - 3) head = head.slice(0, lastEscape);
    let decoded: string | undefined;
    while (decoded === undefined) {
      try {
        decoded = decodeURIComponent(head);
      } catch (error) {
        // Part of a multi-byte character: drop its last escape and retry.
        if (!(error instanceof URIError) || head.length <= 3) throw error;
        head = head.slice(0, head.lastIndexOf('%'));
      }
    }
    chunks.push(decoded);
    encoded = encoded.slice(head.length);
  }
  return chunks.map((chunk, index) => ({ name: `${name}.${index}`, value: chunk }));
}

/** The whole value from a single cookie or its consecutive chunks; undefined when absent. */
export function combineChunks(
  name: string,
  cookies: ReadonlyMap<string, string>,
): string | undefined {
  const single = cookies.get(name);
  if (single) return single;
  const parts: string[] = [];
  for (let index = 0; ; index += 1) {
    const part = cookies.get(`${name}.${index}`);
    if (!part) break;
    parts.push(part);
  }
  return parts.length > 0 ? parts.join('') : undefined;
}

/** True for `name` itself and its chunks `name.0`, `name.1`, … */
export function isChunkOf(cookieName: string, name: string): boolean {
  if (cookieName === name) return true;
  const match = /^(.*)\.(0|[1-9][0-9]*)$/.exec(cookieName);
  return match?.[1] === name;
}

/** The name a cookie goes by: `__Host-<name>` behind https, `<name>` on plain http. */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `${HOST_ONLY_PREFIX}${name}` : name;
}

export function encodeSession(session: StoredSession): string {
  return BASE64_PREFIX + Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
}

/** The stored session, or undefined for a missing, tampered or foreign value. */
export function decodeSession(value: string | undefined): StoredSession | undefined {
  if (!value?.startsWith(BASE64_PREFIX)) return undefined;
  try {
    const parsed: unknown = JSON.parse(
      Buffer.from(value.slice(BASE64_PREFIX.length), 'base64url').toString('utf8'),
    );
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const session = parsed as Partial<StoredSession>;
    if (
      typeof session.access_token !== 'string' ||
      typeof session.refresh_token !== 'string' ||
      typeof session.expires_at !== 'number'
    ) {
      return undefined;
    }
    return session as StoredSession;
  } catch {
    return undefined;
  }
}
