import type { Redis } from 'ioredis';

import type { TradovateSealer } from '../tradovate/tradovate-store';
import type { ProjectXTokenStore } from './projectx.port';

interface TokenEnvelope {
  accessToken: string;
  expiresAt: number;
}

/**
 * ProjectX's tokens in Redis, one per connection, shared by the api and every worker (never a
 * login per order or per process): sealed (the context names the connection, so a value copied
 * under another connection's key does not open), expiring with the token itself.
 */
export class RedisProjectXStore implements ProjectXTokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly sealer: TradovateSealer,
    private readonly now: () => number = Date.now,
    private readonly prefix = 'projectx',
  ) {}

  private key(connectionId: string): string {
    return `${this.prefix}:token:${connectionId}`;
  }

  private static context(connectionId: string): string {
    return `projectx-token:${connectionId}`;
  }

  async get(connectionId: string): Promise<TokenEnvelope | null> {
    const sealed = await this.redis.get(this.key(connectionId));
    if (sealed === null) return null;
    try {
      const value = JSON.parse(
        this.sealer.open(sealed, RedisProjectXStore.context(connectionId)),
      ) as Partial<TokenEnvelope>;
      if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number') {
        return null;
      }
      return { accessToken: value.accessToken, expiresAt: value.expiresAt };
    } catch {
      return null; // sealed under a retired key or tampered with: a new login replaces it
    }
  }

  async set(connectionId: string, token: TokenEnvelope): Promise<void> {
    const ttlMs = token.expiresAt - this.now();
    if (ttlMs <= 0) {
      await this.delete(connectionId);
      return;
    }
    const sealed = this.sealer.seal(
      JSON.stringify({ accessToken: token.accessToken, expiresAt: token.expiresAt }),
      RedisProjectXStore.context(connectionId),
    );
    await this.redis.set(this.key(connectionId), sealed, 'PX', Math.ceil(ttlMs));
  }

  async delete(connectionId: string): Promise<void> {
    await this.redis.del(this.key(connectionId));
  }
}
