import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { reconnectDelay } from '@/redis/redis-options';

import { type MemberEvent, MemberEvents, parseMemberEventMessage } from './member-events';

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * The api's side of the member streams: one subscriber connection per process, subscribed to a
 * member's channel while at least one of their SSE connections is open here.
 */
@Injectable()
export class MemberEventsListener implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<MemberEventListener>>();
  private readonly logger = new Logger(MemberEventsListener.name);

  constructor(
    private readonly config: AppConfig,
    private readonly events: MemberEvents,
  ) {}

  /**
   * Resolves once Redis confirmed the subscription, so events kept in the stream and read after
   * it (a resume) cannot miss one published in between. Returns the unsubscribe function.
   */
  async listen(memberId: string, listener: MemberEventListener): Promise<() => Promise<void>> {
    const channel = this.events.channel(memberId);
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    try {
      if (first) await this.connection().subscribe(channel);
    } catch (error) {
      await this.remove(channel, listener);
      throw error;
    }
    return () => this.remove(channel, listener);
  }

  private async remove(channel: string, listener: MemberEventListener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set) return;
    set.delete(listener);
    if (set.size > 0) return;
    this.listeners.delete(channel);
    await this.subscriber?.unsubscribe(channel).catch(() => undefined);
  }

  private connection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = new Redis(this.config.redisUrl, {
      connectionName: 'tickrelay-member-events',
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: reconnectDelay,
    });
    subscriber.on('error', (error: Error) => this.logger.warn(`subscriber: ${error.message}`));
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.listeners.get(channel);
      const event = set ? parseMemberEventMessage(message) : undefined;
      if (!set || !event) return;
      for (const listener of set) listener(event);
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }
}
