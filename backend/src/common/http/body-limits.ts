/**
 * Request body size limits per route (express routes; a hot route declares its own limit, see
 * common/hot-route). Everything not listed here gets DEFAULT_BODY_LIMIT; declare a route only to
 * give it more room (or less), never to turn the limit off.
 */
import { sendContactMessage } from '@tickrelay/contracts/endpoints/contact.endpoints';

export const DEFAULT_BODY_LIMIT = '16kb';

export interface BodyLimitRule {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path including /api; `:name` matches one segment. */
  path: string;
  limit: string;
}

export const BODY_LIMITS: readonly BodyLimitRule[] = [
  { method: sendContactMessage.method, path: sendContactMessage.path, limit: '16kb' },
];

interface CompiledRule {
  method: string;
  pattern: RegExp;
  limit: string;
}

function compile(rule: BodyLimitRule): CompiledRule {
  const source = rule.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { method: rule.method, pattern: new RegExp(`^${source}/?$`), limit: rule.limit };
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
    const bare = path.split('?')[0] ?? path;
    const upper = method.toUpperCase();
    const rule = this.rules.find((r) => r.method === upper && r.pattern.test(bare));
    return rule?.limit ?? this.fallback;
  }

  /** Every distinct limit, so parsers can be built once at boot. */
  limits(): string[] {
    return [...new Set([this.fallback, ...this.rules.map((rule) => rule.limit)])];
  }
}
