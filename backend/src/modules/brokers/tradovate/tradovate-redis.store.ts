import type { Redis } from 'ioredis';

import type { TradovateLedger, TradovateSealer } from './tradovate-store';
import type { TradovateTokenStore } from './tradovate.port';

/** How long a sent client order id is remembered: well past any job's retries. */
const SENT_TTL_MS = 3 * 24 * 60 * 60 * 1000;

interface TokenEnvelope {
  accessToken: string;
  expiresAt: number;
}

/**
 * Tradovate's tokens, sent client order ids and penalty tickets in Redis. A token is stored
 * sealed (the context names its connection, so a token copied under another connection's key
 * does not open) and expires with the token itself, so a forgotten connection leaves nothing.
 * Every process (api, worker replicas) shares them: one Tradovate session per connection, not
 * one per process (Tradovate closes the oldest when a user opens a third).
 */
export class RedisTradovateStore implements TradovateTokenStore, TradovateLedger {
  constructor(
    private readonly redis: Redis,
    private readonly sealer: TradovateSealer,
    private readonly now: () => number = Date.now,
    private readonly prefix = 'tradovate',
  ) {}

  private tokenKey(connectionId: string): string {
    return `${this.prefix}:token:${connectionId}`;
  }

  private static context(connectionId: string): string {
    return `tradovate-token:${connectionId}`;
  }

  async get(connectionId: string): Promise<TokenEnvelope | null> {
    const sealed = await this.redis.get(this.tokenKey(connectionId));
    if (sealed === null) return null;
    try {
      const value = JSON.parse(
        this.sealer.open(sealed, RedisTradovateStore.context(connectionId)),
      ) as Partial<TokenEnvelope>;
      if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number') {
        return null;
      }
      return { accessToken: value.accessToken, expiresAt: value.expiresAt };
    } catch {
      // Sealed under a retired key or tampered with: as good as absent, a new token replaces it.
      return null;
    }
  }

  async set(connectionId: string, token: TokenEnvelope): Promise<void> {
    const ttlMs = token.expiresAt - this.now();
    if (ttlMs <= 0) {
      await this.delete(connectionId);
      return;
    }
    const plaintext = JSON.stringify({
      accessToken: token.accessToken,
      expiresAt: token.expiresAt,
    });
    const sealed = this.sealer.seal(plaintext, RedisTradovateStore.context(connectionId));
    await this.redis.set(this.tokenKey(connectionId), sealed, 'PX', Math.ceil(ttlMs));
  }

  async delete(connectionId: string): Promise<void> {
    await this.redis.del(this.tokenKey(connectionId));
  }

  private sentKey(connectionId: string, tag: string): string {
    return `${this.prefix}:sent:${connectionId}:${tag}`;
  }

  async markSent(connectionId: string, tag: string): Promise<void> {
    await this.redis.set(this.sentKey(connectionId, tag), String(this.now()), 'PX', SENT_TTL_MS);
  }

  async wasSent(connectionId: string, tag: string): Promise<boolean> {
    return (await this.redis.exists(this.sentKey(connectionId, tag))) === 1;
  }

  private penaltyKey(scope: string): string {
    return `${this.prefix}:penalty:${scope}`;
  }

  async penaltyTicket(scope: string): Promise<string | null> {
    return this.redis.get(this.penaltyKey(scope));
  }

  async savePenaltyTicket(scope: string, ticket: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.penaltyKey(scope), ticket, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async clearPenaltyTicket(scope: string): Promise<void> {
    await this.redis.del(this.penaltyKey(scope));
  }
}
