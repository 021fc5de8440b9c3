import { Clock } from '@/common/clock/clock';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import type { LiveSubscriber } from '@/common/live-events/live-subscriber';

import type { CachedWebhook } from './webhook-cache-entry';
import type { TokenRead, WebhookCacheStore } from './webhook-cache.store';
import type { WebhookCacheWarmer } from './webhook-cache.warmer';
import { hashWebhookToken } from './webhook-token';
import { WebhookTokenResolver } from './webhook-token.resolver';

const DAY = 24 * 3600 * 1000;

const NOW = 1_800_000_000_000;
const RIGHT = 'r'.repeat(43);
const REVOKED = 'v'.repeat(43);

class FixedClock extends Clock {
  now(): Promise<Date> {
    return Promise.resolve(new Date(NOW));
  }
}

const entry = (validUntilMs: number | null): CachedWebhook => ({
  memberId: 'member',
  webhookId: 'webhook',
  validUntilMs,
  allowlist: false,
  version: 1,
});

/** Redis as a map of token hash → entry; every call counted. */
function world(
  options: {
    complete?: boolean;
    completeAfterWarm?: boolean;
    entitledUntilMs?: number;
    live?: LiveSubscriber;
  } = {},
) {
  const entries = new Map<string, CachedWebhook>([
    [hashWebhookToken(RIGHT).toString('hex'), entry(null)],
    [hashWebhookToken(REVOKED).toString('hex'), entry(NOW - 1)],
  ]);
  let complete = options.complete ?? true;
  const calls = { reads: [] as string[], warms: 0, onRead: () => {} };
  const store = {
    read: (hashHex: string): Promise<TokenRead> => {
      calls.reads.push(hashHex);
      calls.onRead();
      const found = entries.get(hashHex) ?? null;
      return Promise.resolve({
        entry: found,
        complete,
        entitledUntilMs: found ? (options.entitledUntilMs ?? null) : null,
        suspended: false,
      });
    },
  } as unknown as WebhookCacheStore;
  const warmer = {
    warmAndWait: () => {
      calls.warms += 1;
      if (options.completeAfterWarm) complete = true;
      return Promise.resolve(complete);
    },
  } as unknown as WebhookCacheWarmer;
  const resolver = new WebhookTokenResolver(
    options.live ?? ({} as LiveSubscriber),
    store,
    warmer,
    new FixedClock(),
  );
  return { resolver, calls, entries };
}

describe('WebhookTokenResolver', () => {
  it('does the same work for a right, a wrong, a malformed and a revoked token (first sight)', async () => {
    const { resolver, calls } = world();
    const right = await resolver.resolve(RIGHT);
    const wrong = await resolver.resolve('w'.repeat(43));
    const malformed = await resolver.resolve('../x');
    const revoked = await resolver.resolve(REVOKED);
    expect(right.webhook).toEqual({ ...entry(null), entitledUntilMs: null, suspended: false });
    expect(right.lapsed).toBe(false);
    expect([wrong.webhook, malformed.webhook, revoked.webhook]).toEqual([null, null, null]);
    // One Redis read each, by hash, never the token; no refill.
    expect(calls.reads).toEqual(
      [RIGHT, 'w'.repeat(43), '../x', REVOKED].map((t) => hashWebhookToken(t).toString('hex')),
    );
    expect(calls.warms).toBe(0);
    expect(right.hashHex).toBe(hashWebhookToken(RIGHT).toString('hex'));
  });

  it('tells a lapsed member’s token once the lapsed grace has passed, never from memory', async () => {
    const within = world({ entitledUntilMs: NOW - 7 * DAY + 1 });
    expect((await within.resolver.resolve(RIGHT)).lapsed).toBe(false);
    const past = world({ entitledUntilMs: NOW - 7 * DAY });
    expect((await past.resolver.resolve(RIGHT)).lapsed).toBe(true);
    expect((await past.resolver.resolve(RIGHT)).lapsed).toBe(true);
    // Read again each time: a renewal written to Redis applies at once.
    expect(past.calls.reads).toHaveLength(2);
    // Ended tokens stay unknown whatever the member's entitlement: 404, not 403.
    expect(await past.resolver.resolve(REVOKED)).toMatchObject({ webhook: null, lapsed: false });
  });

  it('keeps only working tokens in memory: an ended one costs what an unknown one does', async () => {
    const { resolver, calls } = world();
    await resolver.resolve(RIGHT);
    await resolver.resolve(REVOKED);
    calls.reads.length = 0;
    await resolver.resolve(RIGHT);
    await resolver.resolve(REVOKED);
    expect(calls.reads).toEqual([hashWebhookToken(REVOKED).toString('hex')]);
  });

  it('forgets a token when told (a rotation, here or on another replica)', async () => {
    const { resolver, calls, entries } = world();
    await resolver.resolve(RIGHT);
    const hashHex = hashWebhookToken(RIGHT).toString('hex');
    entries.set(hashHex, entry(NOW));
    resolver.forget([hashHex]);
    expect((await resolver.resolve(RIGHT)).webhook).toBeNull();
    expect(calls.reads.filter((read) => read === hashHex)).toHaveLength(2);
  });

  it('does not keep what it read while an invalidation arrived', async () => {
    const { resolver, calls } = world();
    const hashHex = hashWebhookToken(RIGHT).toString('hex');
    // A message arrives while the Redis read is under way.
    calls.onRead = () => resolver.forget(['another']);
    await resolver.resolve(RIGHT);
    calls.onRead = () => {};
    await resolver.resolve(RIGHT);
    expect(calls.reads.filter((read) => read === hashHex)).toHaveLength(2);
  });

  it('waits for a refill when Redis lost the cache, for right and wrong tokens alike', async () => {
    const refilled = world({ complete: false, completeAfterWarm: true });
    expect((await refilled.resolver.resolve(RIGHT)).webhook).toMatchObject(entry(null));
    expect((await refilled.resolver.resolve('w'.repeat(43))).webhook).toBeNull();
    expect(refilled.calls.warms).toBe(1);

    const stuck = world({ complete: false });
    await expect(stuck.resolver.resolve('w'.repeat(43))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(stuck.resolver.resolve('q'.repeat(43))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(stuck.calls.warms).toBe(2);
  });

  it('answers 503 when Redis cannot be read', async () => {
    const { resolver } = world();
    const broken = resolver as unknown as { store: { read: () => Promise<never> } };
    broken.store.read = () => Promise.reject(new Error('Connection is closed.'));
    await expect(resolver.resolve('w'.repeat(43))).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('drops tokens named on the invalidation channel, forgets all on a reconnect, retries a refused subscription', async () => {
    jest.useFakeTimers();
    const live = {
      attempts: 0,
      stopped: 0,
      handler: undefined as ((message: string) => void) | undefined,
      reconnect: undefined as (() => void) | undefined,
      subscribe(_channel: string, handler: (message: string) => void) {
        live.attempts += 1;
        if (live.attempts === 1) return Promise.reject(new Error('redis away'));
        live.handler = handler;
        return Promise.resolve(() => {
          live.stopped += 1;
          return Promise.resolve();
        });
      },
      onReconnect(listener: () => void) {
        live.reconnect = listener;
        return () => (live.reconnect = undefined);
      },
    };
    const { resolver, calls } = world({ live: live as unknown as LiveSubscriber });
    try {
      resolver.onModuleInit();
      await jest.advanceTimersByTimeAsync(0);
      expect([live.attempts, live.handler]).toEqual([1, undefined]);
      await jest.advanceTimersByTimeAsync(2000);
      expect(live.attempts).toBe(2);

      await resolver.resolve(RIGHT);
      await resolver.resolve(RIGHT);
      expect(calls.reads).toHaveLength(1);
      live.handler!(`${'0'.repeat(64)},${hashWebhookToken(RIGHT).toString('hex')}`);
      await resolver.resolve(RIGHT);
      expect(calls.reads).toHaveLength(2);
      live.reconnect!();
      await resolver.resolve(RIGHT);
      expect(calls.reads).toHaveLength(3);

      await resolver.onApplicationShutdown();
      expect([live.stopped, live.reconnect]).toEqual([1, undefined]);
    } finally {
      jest.useRealTimers();
    }
  });
});
