import { Injectable, Logger } from '@nestjs/common';
import type { MemberEventType } from '@tickrelay/contracts/webhooks/deliveries';

import { LiveSubscriber, type Unsubscribe } from '@/common/live-events/live-subscriber';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

/** Events kept per member for Last-Event-ID resume (a few minutes of a busy strategy). */
export const MEMBER_EVENTS_KEPT = 500;
/** A member's kept events disappear this long after the last one. */
export const MEMBER_EVENTS_TTL_MS = 24 * 3600 * 1000;

/** One event of a member's stream; `id` is its Redis stream id (SSE `id:`, Last-Event-ID). */
export interface MemberEvent {
  id: string;
  type: MemberEventType;
  /** The event's JSON (a DeliveryView, a PaperAccountView, a WebhookView). */
  data: string;
}

/** Stream ids as Redis writes them: milliseconds-sequence. */
export const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

/** Orders two stream ids (negative: a before b). */
export function compareStreamIds(a: string, b: string): number {
  const [aMs, aSeq] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bMs, bSeq] = b.split('-').map(BigInt) as [bigint, bigint];
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}

/**
 * Appends to the member's stream (capped, expiring) and publishes on the member's channel in one
 * step, so a listener never hears an event that a resume would not find, nor the other way round.
 * The message is "<id>\n<type>\n<json>".
 */
const PUBLISH_SCRIPT = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 't', ARGV[2], 'd', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', KEYS[2], id .. '\\n' .. ARGV[2] .. '\\n' .. ARGV[3])
return id`;

export function parseMemberEventMessage(message: string): MemberEvent | undefined {
  const first = message.indexOf('\n');
  const second = first === -1 ? -1 : message.indexOf('\n', first + 1);
  if (second === -1) return undefined;
  return {
    id: message.slice(0, first),
    type: message.slice(first + 1, second) as MemberEventType,
    data: message.slice(second + 1),
  };
}

/**
 * The member's live events over Redis: a capped stream per member (resume with Last-Event-ID) and
 * a pub/sub channel (fan-out to whichever api replica holds the member's SSE connections).
 * The api's streams hear the channel through the shared LiveSubscriber (common/live-events).
 * Published after the change committed; a lost event costs a live update, never data: the pages
 * read the API again whenever their stream reconnects.
 */
@Injectable()
export class MemberEvents {
  private readonly logger = new Logger(MemberEvents.name);
  private readonly prefix: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisService,
    private readonly live: LiveSubscriber,
  ) {
    this.prefix = `${config.queuePrefix}:member-events`;
  }

  streamKey(memberId: string): string {
    return `${this.prefix}:${memberId}`;
  }

  channel(memberId: string): string {
    return `${this.prefix}:live:${memberId}`;
  }

  /** Resolves to the event's id, or undefined when Redis could not take it (logged). */
  async publish(
    memberId: string,
    type: MemberEventType,
    payload: unknown,
  ): Promise<string | undefined> {
    try {
      const id = await this.redis.client.eval(
        PUBLISH_SCRIPT,
        2,
        this.streamKey(memberId),
        this.channel(memberId),
        MEMBER_EVENTS_KEPT,
        type,
        JSON.stringify(payload),
        MEMBER_EVENTS_TTL_MS,
      );
      return String(id);
    } catch (error) {
      this.logger.warn(`member event ${type} not published: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * Hears the member's events published from now on (on the process' shared subscriber).
   * Resolves once Redis confirmed the subscription, so the kept events read after it (a resume)
   * cannot miss one published in between. Returns the unsubscribe function.
   */
  listen(memberId: string, listener: (event: MemberEvent) => void): Promise<Unsubscribe> {
    return this.live.subscribe(this.channel(memberId), (message) => {
      const event = parseMemberEventMessage(message);
      if (event) listener(event);
    });
  }

  /** The kept events after `afterId` (exclusive), oldest first. */
  async since(memberId: string, afterId: string): Promise<MemberEvent[]> {
    const entries = await this.redis.client.xrange(
      this.streamKey(memberId),
      `(${afterId}`,
      '+',
      'COUNT',
      MEMBER_EVENTS_KEPT,
    );
    return entries.map(([id, fields]) => {
      const values = new Map<string, string>();
      for (let index = 0; index + 1 < fields.length; index += 2) {
        values.set(fields[index]!, fields[index + 1]!);
      }
      return { id, type: values.get('t') as MemberEventType, data: values.get('d') ?? 'null' };
    });
  }
}
