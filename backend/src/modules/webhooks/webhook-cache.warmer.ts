import { randomUUID } from 'node:crypto';

import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { Clock } from '@/common/clock/clock';

import { cachedWebhookOf } from './webhook-cache-entry';
import { WebhookCacheStore } from './webhook-cache.store';
import { WebhookEntitlements } from './webhook-entitlements';
import { WebhooksRepository } from './webhooks.repository';

const PAGE_SIZE = 1000;
/** After a failed warm-up (Postgres or Redis away), the next try waits this long, doubling. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Even when complete, the cache is rewritten from Postgres this often (repairs any drift). */
const REFRESH_EVERY_MS = 60 * 60 * 1000;
/** How often a waiting request looks whether another replica completed the cache. */
const POLL_MS = 50;

/**
 * Fills the Redis token cache from Postgres, off the request path: at start (retried until it
 * succeeds, then hourly) and when the receiver finds Redis incomplete (flushed, or restarted
 * without its data). Each entry is written only over an older version, so a warm-up racing a
 * rotation never brings an ended token back; the cache is marked complete only if nothing wiped
 * Redis while the warm-up ran.
 */
@Injectable()
export class WebhookCacheWarmer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookCacheWarmer.name);
  private running: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly store: WebhookCacheStore,
    private readonly clock: Clock,
    private readonly entitlements: WebhookEntitlements,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: the api starts (and serves cached tokens) while Postgres is away.
    this.schedule(0, RETRY_FIRST_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /**
   * One warm-up at a time per process; resolves true when it marked the cache complete. Errors
   * are logged and resolve false.
   */
  warm(): Promise<boolean> {
    this.running ??= this.run()
      .catch((error: unknown) => {
        this.logger.warn(`webhook token cache warm-up failed: ${(error as Error).message}`);
        return false;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * For a request that found Redis incomplete: warms (or joins the warm-up under way), then waits
   * up to `maxWaitMs` in all for the cache to be complete (another replica may be completing it).
   */
  async warmAndWait(maxWaitMs: number): Promise<boolean> {
    const deadline = performance.now() + maxWaitMs;
    const warmed = await Promise.race([this.warm(), delay(maxWaitMs).then(() => false)]);
    if (warmed) return true;
    while (performance.now() < deadline) {
      if (await this.store.isComplete().catch(() => false)) return true;
      await delay(POLL_MS);
    }
    return false;
  }

  private async run(): Promise<boolean> {
    const runId = randomUUID();
    await this.store.beginWarming(runId);
    const now = await this.clock.now();
    let afterId: string | null = null;
    let count = 0;
    for (;;) {
      const rows = await this.repository.usablePage(afterId, now, PAGE_SIZE);
      await this.store.write(
        rows.map((row) => ({
          hashHex: row.token_hash.toString('hex'),
          entry: cachedWebhookOf(row),
        })),
        now.getTime(),
      );
      // The receiver's copy of each member's entitlement, where Redis lost it or never had it.
      await this.entitlements.fill(rows.map((row) => row.member_id));
      count += rows.length;
      if (rows.length < PAGE_SIZE) break;
      afterId = rows[rows.length - 1]?.id ?? null;
    }
    if (await this.store.completeWarming(runId)) {
      this.logger.log(`webhook token cache warmed: ${count} tokens`);
      return true;
    }
    // Another replica's warm-up started since (it marks the cache), or Redis was wiped meanwhile.
    return this.store.isComplete();
  }

  private schedule(inMs: number, retryMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.warm().then((ok) => {
        if (ok) this.schedule(REFRESH_EVERY_MS, RETRY_FIRST_MS);
        else this.schedule(retryMs, Math.min(retryMs * 2, RETRY_MAX_MS));
      });
    }, inMs);
    this.timer.unref();
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
