/**
 * Request body size limits per route (express routes; a hot route declares its own limit, see
 * common/hot-route). Everything not listed here gets DEFAULT_BODY_LIMIT; declare a route only to
 * give it more room (or less), never to turn the limit off.
 */
import {
  createAlertTemplate,
  updateAlertTemplate,
} from '@tickrelay/contracts/endpoints/alert-templates.endpoints';
import { paymentWebhook } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { sendContactMessage } from '@tickrelay/contracts/endpoints/contact.endpoints';
import { telegramUpdates } from '@tickrelay/contracts/endpoints/destinations.endpoints';

export const DEFAULT_BODY_LIMIT = '16kb';

export interface BodyLimitRule {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path including /api; `:name` matches one segment. */
  path: string;
  limit: string;
  /**
   * The route gets the body's exact bytes (request.body is a Buffer, whatever its content type):
   * for signatures computed over the raw body, such as a payment provider's webhook.
   */
  raw?: true;
}

export const BODY_LIMITS: readonly BodyLimitRule[] = [
  { method: sendContactMessage.method, path: sendContactMessage.path, limit: '16kb' },
  // Provider events are small; Stripe's largest (an invoice with many lines) stays well below.
  { method: paymentWebhook.method, path: paymentWebhook.path, limit: '256kb', raw: true },
  // The bot's updates: read as bytes, only a start message is parsed; Telegram's are small.
  { method: telegramUpdates.method, path: telegramUpdates.path, limit: '64kb', raw: true },
  // An alert template carries a message of up to 16 KB as a JSON string (quotes escaped).
  { method: createAlertTemplate.method, path: createAlertTemplate.path, limit: '64kb' },
  { method: updateAlertTemplate.method, path: updateAlertTemplate.path, limit: '64kb' },
];

interface CompiledRule {
  method: string;
  pattern: RegExp;
  limit: string;
  raw: boolean;
}

function compile(rule: BodyLimitRule): CompiledRule {
  const source = rule.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return {
    method: rule.method,
    pattern: new RegExp(`^${source}/?$`),
    limit: rule.limit,
    raw: rule.raw === true,
  };
}

export class BodyLimitTable {
  private readonly rules: CompiledRule[];

  constructor(
    rules: readonly BodyLimitRule[] = BODY_LIMITS,
    private readonly fallback = DEFAULT_BODY_LIMIT,
  ) {
    this.rules = rules.map(compile);
  }

  /** `path` may carry a query string; it is ignored. */
  limitFor(method: string, path: string): string {
    return this.ruleFor(method, path)?.limit ?? this.fallback;
  }

  /** Whether the route takes its body as raw bytes (see BodyLimitRule.raw). */
  isRaw(method: string, path: string): boolean {
    return this.ruleFor(method, path)?.raw ?? false;
  }

  private ruleFor(method: string, path: string): CompiledRule | undefined {
    const bare = path.split('?')[0] ?? path;
    const upper = method.toUpperCase();
    return this.rules.find((r) => r.method === upper && r.pattern.test(bare));
  }

  /** Every distinct limit, so parsers can be built once at boot. */
  limits(): string[] {
    return [...new Set([this.fallback, ...this.rules.map((rule) => rule.limit)])];
  }
}
