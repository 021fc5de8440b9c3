import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

import { toStorableText } from '@/common/validation/storable-text';

export const REDACTED = '[redacted]';

/**
 * Names of fields whose value is a secret, compared lower case without "_" and "-": a member may
 * paste a broker password or an API key into an alert (the schema refuses it, the log must not
 * keep it).
 */
const SECRET_NAME_ENDINGS = [
  'password',
  'passwd',
  'passphrase',
  'token',
  'secret',
  'apikey',
  'privatekey',
  'secretkey',
  'accesskey',
];
const SECRET_NAMES = new Set(['key', 'pass', 'pwd', 'auth', 'authorization', 'signature', 'sig']);

export function isSecretName(name: string): boolean {
  const normalised = name.toLowerCase().replace(/[_-]/g, '');
  return (
    SECRET_NAMES.has(normalised) ||
    SECRET_NAME_ENDINGS.some((ending) => normalised.endsWith(ending))
  );
}

/**
 * "name": value, where value is a JSON string, number or literal, or any run up to , } ] or a line
 * end; an object or array value is searched on its own (its members are matched one by one).
 */
const JSON_MEMBER =
  /("(?:[^"\\\n]|\\.){0,256}")(\s*:\s*)("(?:[^"\\]|\\.)*"?|[^,}\]\s{[][^,}\]\n]*)/g;
/** name=value or name: value in plain text (a query string, a log-like message). */
const TEXT_PAIR = /(^|[^A-Za-z0-9_-])([A-Za-z][A-Za-z0-9_-]{0,63})(\s*[=:]\s*)([^\s&,;"']+)/g;
/** A webhook token: 43 base64url characters on their own (in a pasted URL or anywhere). */
const WEBHOOK_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

function unquote(name: string): string {
  try {
    return JSON.parse(name) as string;
  } catch {
    return name.slice(1, -1);
  }
}

/** The body with every secret replaced by [redacted], whatever its shape (JSON or not). */
export function redactSecrets(body: string): string {
  return body
    .replace(JSON_MEMBER, (match, name: string, separator: string) =>
      isSecretName(unquote(name)) ? `${name}${separator}"${REDACTED}"` : match,
    )
    .replace(TEXT_PAIR, (match, before: string, name: string, separator: string, value: string) =>
      isSecretName(name) && value !== `"${REDACTED}"` && value !== REDACTED
        ? `${before}${name}${separator}${REDACTED}`
        : match,
    )
    .replace(WEBHOOK_TOKEN, REDACTED);
}

export interface RawBody {
  text: string;
  truncated: boolean;
}

/**
 * What the log keeps of a body: secrets redacted, made storable, then cut to
 * WEBHOOK_LIMITS.rawBodyMaxChars (never in the middle of a surrogate pair).
 */
export function rawBodyForLog(
  body: string,
  maxChars: number = WEBHOOK_LIMITS.rawBodyMaxChars,
): RawBody {
  // NUL and lone surrogates become U+FFFD: the raw body is always storable.
  const text = toStorableText(redactSecrets(body));
  if (text.length <= maxChars) return { text, truncated: false };
  let end = maxChars;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}
