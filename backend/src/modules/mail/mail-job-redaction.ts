import { redactUrl } from '@tickrelay/contracts/telemetry/url-redaction';

/**
 * A sent mail's job data without the secrets of its links: every `…Link` / `link` value loses
 * its token (`?token=redacted`, see SECRET_URL_PARAMS). Completed jobs stay in Redis for days,
 * and a confirmation or recovery link there is a way into the account. Undefined when nothing
 * needs to change (no write to Redis then).
 */
export function withoutLinkSecrets<T extends object>(data: T): T | undefined {
  let changed = false;
  const copy = { ...data } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) {
    if (!/link$/i.test(key) || typeof value !== 'string') continue;
    const redacted = redactUrl(value);
    if (redacted !== value) {
      copy[key] = redacted;
      changed = true;
    }
  }
  return changed ? (copy as T) : undefined;
}
