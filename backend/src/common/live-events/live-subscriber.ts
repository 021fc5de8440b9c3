import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { reconnectDelay } from '@/redis/redis-options';

/** Receives one message of a channel (or of a channel matching a pattern). */
export type LiveHandler = (message: string, channel: string) => void;
/** Stops one handler; the channel is unsubscribed once its last handler stopped. */
export type Unsubscribe = () => Promise<void>;

/** What the shared connection needs of ioredis: a narrow seam the unit tests fill in. */
export type SubscriberConnection = Pick<
  Redis,
  'subscribe' | 'unsubscribe' | 'psubscribe' | 'punsubscribe' | 'on' | 'quit' | 'disconnect'
>;

type Kind = 'channel' | 'pattern';

interface Entry {
  handlers: Set<LiveHandler>;
  /** Redis' confirmation of the (p)subscribe; every handler that joins waits for it. */
  confirmed: Promise<unknown>;
}

/**
 * The process' one Redis pub/sub connection (a connection in subscriber mode can do nothing
 * else), opened by the first subscription: every feature that listens (the SSE streams' sources,
 * session ends, the webhook token cache's invalidations) registers handlers here, and a channel
 * or pattern stays subscribed while at least one handler holds it. ioredis resubscribes by
 * itself after a reconnect; `onReconnect` tells the features that messages may have been lost.
 */
@Injectable()
export class LiveSubscriber implements OnApplicationShutdown {
  private connection: SubscriberConnection | undefined;
  private readonly entries: Record<Kind, Map<string, Entry>> = {
    channel: new Map(),
    pattern: new Map(),
  };
  private readonly reconnectListeners = new Set<() => void>();
  private readonly logger = new Logger(LiveSubscriber.name);

  constructor(private readonly config: AppConfig) {}

  /**
   * Resolves once Redis confirmed the subscription, so state read afterwards cannot miss a
   * message published in between. Rejects (the handler removed) when Redis refused or is away.
   */
  subscribe(channel: string, handler: LiveHandler): Promise<Unsubscribe> {
    return this.add('channel', channel, handler);
  }

  /** As `subscribe`, for every channel matching a Redis glob pattern. */
  subscribePattern(pattern: string, handler: LiveHandler): Promise<Unsubscribe> {
    return this.add('pattern', pattern, handler);
  }

  /** Called each time the connection is back after a loss: messages sent meanwhile are gone. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Channels and patterns subscribed now (for the tests and diagnostics). */
  subscriptions(): { channels: string[]; patterns: string[] } {
    return {
      channels: [...this.entries.channel.keys()],
      patterns: [...this.entries.pattern.keys()],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.entries.channel.clear();
    this.entries.pattern.clear();
    this.reconnectListeners.clear();
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await connection.quit().catch(() => connection.disconnect());
  }

  /** The real connection; the unit tests override it. */
  protected createConnection(): SubscriberConnection {
    return new Redis(this.config.redisUrl, {
      connectionName: 'tickrelay-live-events',
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: reconnectDelay,
    });
  }

  private async add(kind: Kind, name: string, handler: LiveHandler): Promise<Unsubscribe> {
    const entries = this.entries[kind];
    let entry = entries.get(name);
    if (!entry) {
      const connection = this.open();
      const confirmed =
        kind === 'channel' ? connection.subscribe(name) : connection.psubscribe(name);
      entry = { handlers: new Set(), confirmed };
      entries.set(name, entry);
    }
    // A handler object may subscribe twice: each subscription is its own reference.
    const own: LiveHandler = (message, channel) => handler(message, channel);
    entry.handlers.add(own);
    const held = entry;
    const unsubscribe = () => this.remove(kind, name, held, own);
    try {
      await held.confirmed;
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private async remove(kind: Kind, name: string, entry: Entry, handler: LiveHandler) {
    if (!entry.handlers.delete(handler) || entry.handlers.size > 0) return;
    const entries = this.entries[kind];
    // A newer entry (subscribed again after this one emptied) is not this one's to drop.
    if (entries.get(name) !== entry) return;
    entries.delete(name);
    const connection = this.connection;
    if (!connection) return;
    const done = kind === 'channel' ? connection.unsubscribe(name) : connection.punsubscribe(name);
    await done.catch(() => undefined);
  }

  private open(): SubscriberConnection {
    if (this.connection) return this.connection;
    const connection = this.createConnection();
    let connected = false;
    connection.on('error', (error: Error) => this.logger.warn(`subscriber: ${error.message}`));
    connection.on('ready', () => {
      if (connected) for (const listener of [...this.reconnectListeners]) listener();
      connected = true;
    });
    connection.on('message', (channel: string, message: string) => {
      this.dispatch(this.entries.channel.get(channel), message, channel);
    });
    connection.on('pmessage', (pattern: string, channel: string, message: string) => {
      this.dispatch(this.entries.pattern.get(pattern), message, channel);
    });
    this.connection = connection;
    return connection;
  }

  private dispatch(entry: Entry | undefined, message: string, channel: string): void {
    if (!entry) return;
    // A copy: a handler may end its own subscription (a stream that finishes on this message).
    for (const handler of [...entry.handlers]) {
      try {
        handler(message, channel);
      } catch (error) {
        // One feature's fault never starves the others on the same channel.
        this.logger.warn(`handler on ${channel}: ${(error as Error).message}`);
      }
    }
  }
}
