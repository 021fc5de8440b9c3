import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { EntitlementCache, entitlementEndOf } from '@/common/entitlement/entitlement-cache';
import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import {
  type CachedWebhook,
  ENTRY_FIELDS,
  entryFromValues,
  entryValues,
} from './webhook-cache-entry';

/** A warm-up that has not finished after this long is taken for dead. */
const WARMING_TTL_MS = 10 * 60 * 1000;
/**
 * An ended token's entry expires with its grace, but never sooner than this after it was written:
 * a revocation (no grace) keeps its ended entry long enough that a writer which read the row while
 * it was current (a warm-up page, a page's repair: milliseconds, a warm-up at most WARMING_TTL_MS)
 * finds a newer version and cannot make the URL work again.
 */
export const ENDED_ENTRY_MIN_KEPT_MS = WARMING_TTL_MS;

/**
 * One round trip for the receiver: the entry, the "complete" mark, and the entitlement end of the
 * entry's member (common/entitlement). The last key is built here from the entry's member, which
 * a single Redis (what compose and k8s run) allows; and whether that member is suspended by an
 * operator (common/entitlement/member-suspension-cache). KEYS[1] entry, KEYS[2] complete; ARGV[1]
 * the entitlement key prefix, ARGV[2] the suspension key prefix.
 */
const READ_SCRIPT = `
local entry = redis.call('HMGET', KEYS[1], 'm', 'w', 'u', 'a', 'v')
local entitled = false
local suspended = 0
if entry[1] then
  entitled = redis.call('GET', ARGV[1] .. entry[1])
  suspended = redis.call('EXISTS', ARGV[2] .. entry[1])
end
return {entry[1], entry[2], entry[3], entry[4], entry[5], redis.call('EXISTS', KEYS[2]), entitled, suspended}`;

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
  tickrelayWebhookRead(
    entry: string,
    complete: string,
    entitlementPrefix: string,
    suspensionPrefix: string,
  ): Promise<unknown[]>;
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
  /** When the entry's member's entitlement ends or ended (ms); null when Redis does not know. */
  entitledUntilMs: number | null;
  /** The entry's member is suspended by an operator. */
  suspended: boolean;
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
    private readonly entitlements: EntitlementCache,
    private readonly suspensions: MemberSuspensionCache,
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
      redis.client.defineCommand('tickrelayWebhookRead', { numberOfKeys: 2, lua: READ_SCRIPT });
    }
  }

  private get client(): ScriptedRedis {
    return this.redis.client as unknown as ScriptedRedis;
  }

  entryKey(hashHex: string): string {
    return `${this.prefix}token:${hashHex}`;
  }

  /** One round trip: the entry, the complete mark and the member's entitlement end. */
  async read(hashHex: string): Promise<TokenRead> {
    const reply = await this.client.tickrelayWebhookRead(
      this.entryKey(hashHex),
      this.completeKey,
      this.entitlements.keyPrefix,
      this.suspensions.keyPrefix,
    );
    const values = reply.slice(0, ENTRY_FIELDS.length) as (string | null)[];
    const entry = entryFromValues(values);
    return {
      entry,
      complete: reply[ENTRY_FIELDS.length] === 1,
      entitledUntilMs: entry
        ? entitlementEndOf(reply[ENTRY_FIELDS.length + 1] as string | null)
        : null,
      suspended: entry !== null && reply[ENTRY_FIELDS.length + 2] === 1,
    };
  }

  async isComplete(): Promise<boolean> {
    return (await this.client.exists(this.completeKey)) === 1;
  }

  /**
   * Writes entries (each only over an older version); an ended one expires with its grace
   * (ENDED_ENTRY_MIN_KEPT_MS at least). `clockNowMs` is the business clock's now, which
   * validUntilMs is on.
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
          : String(realNow + Math.max(entry.validUntilMs - clockNowMs, ENDED_ENTRY_MIN_KEPT_MS));
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
