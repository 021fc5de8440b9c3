import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import {
  type CachedWebhook,
  ENTRY_FIELDS,
  entryFromValues,
  entryValues,
} from './webhook-cache-entry';

/** An ended token's entry is kept this long past its end (then Redis drops it). */
export const ENDED_ENTRY_KEPT_MS = 24 * 3600 * 1000;
/** A warm-up that has not finished after this long is taken for dead. */
const WARMING_TTL_MS = 10 * 60 * 1000;

/**
 * Writes an entry unless Redis already holds a newer version of it (a slow cache warm-up that read
 * a row before a rotation must not bring the old state back); sets its expiry.
 * KEYS[1] the entry; ARGV version, member, webhook, until, allowlist, expire-at ms ('' = never).
 */
const PUT_SCRIPT = `
local current = redis.call('HGET', KEYS[1], 'v')
if current and tonumber(current) > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'm', ARGV[2], 'w', ARGV[3], 'u', ARGV[4], 'a', ARGV[5], 'v', ARGV[1])
if ARGV[6] == '' then redis.call('PERSIST', KEYS[1]) else redis.call('PEXPIREAT', KEYS[1], ARGV[6]) end
return 1`;

/**
 * Marks the cache complete if the warm-up that ends is the last one started and nothing (a flush,
 * a Redis restart without its data) wiped its mark in the meantime. KEYS[1] warming, KEYS[2]
 * complete; ARGV[1] the run id.
 */
const COMPLETE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[2], ARGV[1])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;

type ScriptedRedis = Redis & {
  tickrelayWebhookPut(key: string, ...args: string[]): Promise<number>;
  tickrelayWebhookWarmed(warming: string, complete: string, runId: string): Promise<number>;
};

export interface TokenRead {
  /** The token's entry, usable or not; null when Redis has none. */
  entry: CachedWebhook | null;
  /**
   * Whether Redis holds every webhook (a warm-up completed and nothing wiped Redis since): only
   * then does a missing entry mean an unknown token.
   */
  complete: boolean;
}

/**
 * The Redis side of the token cache, one hash per token hash ({prefix}:webhook:token:<sha256 hex>,
 * fields m w u a v), a "complete" mark, and the channel every api replica listens on to drop its
 * in-memory copy of a changed entry.
 */
@Injectable()
export class WebhookCacheStore {
  private readonly prefix: string;
  readonly channel: string;
  private readonly completeKey: string;
  private readonly warmingKey: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.prefix = `${config.queuePrefix}:webhook:`;
    this.channel = `${this.prefix}invalidate`;
    this.completeKey = `${this.prefix}cache-complete`;
    this.warmingKey = `${this.prefix}cache-warming`;
    const client = redis.client as unknown as Partial<ScriptedRedis>;
    if (!client.tickrelayWebhookPut) {
      redis.client.defineCommand('tickrelayWebhookPut', { numberOfKeys: 1, lua: PUT_SCRIPT });
      redis.client.defineCommand('tickrelayWebhookWarmed', {
        numberOfKeys: 2,
        lua: COMPLETE_SCRIPT,
      });
    }
  }

  private get client(): ScriptedRedis {
    return this.redis.client as unknown as ScriptedRedis;
  }

  entryKey(hashHex: string): string {
    return `${this.prefix}token:${hashHex}`;
  }

  /** One round trip: the entry and the complete mark. */
  async read(hashHex: string): Promise<TokenRead> {
    const results = await this.client
      .pipeline()
      .hmget(this.entryKey(hashHex), ...ENTRY_FIELDS)
      .exists(this.completeKey)
      .exec();
    const [[entryError, values] = [], [markError, mark] = []] = results ?? [];
    const error = entryError ?? markError;
    if (error) throw error;
    return {
      entry: entryFromValues((values ?? []) as (string | null)[]),
      complete: mark === 1,
    };
  }

  async isComplete(): Promise<boolean> {
    return (await this.client.exists(this.completeKey)) === 1;
  }

  /**
   * Writes entries (each only over an older version); an ended one expires a day after its end.
   * `clockNowMs` is the business clock's now, which validUntilMs is on.
   */
  async write(
    items: ReadonlyArray<{ hashHex: string; entry: CachedWebhook }>,
    clockNowMs: number,
  ): Promise<void> {
    if (items.length === 0) return;
    const pipeline = this.client.pipeline();
    const realNow = Date.now();
    for (const { hashHex, entry } of items) {
      const expireAt =
        entry.validUntilMs === null
          ? ''
          : String(realNow + Math.max(0, entry.validUntilMs - clockNowMs) + ENDED_ENTRY_KEPT_MS);
      const [member, webhook, until, allowlist, version] = entryValues(entry) as [
        string,
        string,
        string,
        string,
        string,
      ];
      void (pipeline as unknown as ScriptedRedis).tickrelayWebhookPut(
        this.entryKey(hashHex),
        version,
        member,
        webhook,
        until,
        allowlist,
        expireAt,
      );
    }
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  /** Tells every api replica (this one included) to forget what it holds of these tokens. */
  async invalidate(hashHexes: readonly string[]): Promise<void> {
    if (hashHexes.length === 0) return;
    await this.client.publish(this.channel, hashHexes.join(','));
  }

  async beginWarming(runId: string): Promise<void> {
    await this.client.set(this.warmingKey, runId, 'PX', WARMING_TTL_MS);
  }

  /** True when this run marked the cache complete. */
  async completeWarming(runId: string): Promise<boolean> {
    return (
      (await this.client.tickrelayWebhookWarmed(this.warmingKey, this.completeKey, runId)) === 1
    );
  }
}
