import {
  type BeforeApplicationShutdown,
  Controller,
  Get,
  Headers,
  HttpStatus,
  Query,
  Res,
} from '@nestjs/common';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import { memberEvents } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { SessionEnds } from '@/common/session/session-ends';

import { MemberEventsQueryDto } from './dto/member-events-query.dto';
import { compareStreamIds, type MemberEvent, MemberEvents, STREAM_ID } from './member-events';
import { MemberEventsListener } from './member-events.listener';

/** A comment line this often keeps proxies (nginx, load balancers) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long anyway; the browser reconnects with Last-Event-ID. */
const MAX_STREAM_MS = 60 * 60_000;
/** Open streams one member may hold on one api process (a few tabs, not a flood). */
export const MAX_STREAMS_PER_MEMBER = 5;
/** Events written to a slow client before it is cut off (it resumes with Last-Event-ID). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * GET /api/webhook/events: the signed-in member's live events (deliveries, paper account,
 * webhook settings) as Server-Sent Events, from Redis pub/sub, so the change may happen on any
 * worker or api replica. Each event's `id:` is its Redis stream id: a reconnect with Last-Event-ID
 * (or ?lastEventId=) first gets the kept events it missed, then the live ones, none twice.
 */
@Controller()
export class MemberEventsController implements BeforeApplicationShutdown {
  private readonly open = new Map<string, number>();
  /** Every open stream's end, for the shutdown. */
  private readonly finishers = new Set<() => void>();

  constructor(
    private readonly events: MemberEvents,
    private readonly listener: MemberEventsListener,
    private readonly sessionEnds: SessionEnds,
  ) {}

  @Get(routeOf(memberEvents))
  @Auth()
  async stream(
    @CurrentSession() session: AuthenticatedSession,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Query() query: MemberEventsQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    const memberId = session.user.id;
    const resumeFrom = lastEventHeader ?? query.lastEventId;
    // An id this api never wrote is ignored: the stream starts from now.
    const after = resumeFrom !== undefined && STREAM_ID.test(resumeFrom) ? resumeFrom : undefined;
    if ((this.open.get(memberId) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    this.open.set(memberId, (this.open.get(memberId) ?? 0) + 1);

    let finished = false;
    let lastSent = after;
    /** Live events heard while the missed ones are read; sent after them. */
    let pending: MemberEvent[] | undefined = [];
    const timers: { heartbeat?: NodeJS.Timeout; deadline?: NodeJS.Timeout } = {};
    let unsubscribe: (() => Promise<void>) | undefined;
    let stopWatching: (() => void) | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.finishers.delete(finish);
      clearInterval(timers.heartbeat);
      clearTimeout(timers.deadline);
      const left = (this.open.get(memberId) ?? 1) - 1;
      if (left > 0) this.open.set(memberId, left);
      else this.open.delete(memberId);
      void unsubscribe?.();
      stopWatching?.();
      if (!response.writableEnded) response.end();
    };
    const send = (event: MemberEvent) => {
      if (finished) return;
      if (lastSent !== undefined && compareStreamIds(event.id, lastSent) <= 0) return;
      lastSent = event.id;
      response.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`);
      if (response.writableLength > MAX_BUFFERED_BYTES) finish();
    };
    const hear = (event: MemberEvent) => {
      if (pending) pending.push(event);
      else send(event);
    };
    response.on('close', finish);
    this.finishers.add(finish);

    try {
      // Subscribed before the kept events are read: one published in between is heard.
      unsubscribe = await this.listener.listen(memberId, hear);
      // The stream ends with its session (sign-out, revocation, password change, deletion).
      stopWatching = await this.sessionEnds.watch(session, finish);
    } catch (error) {
      finish();
      throw new ServiceUnavailableError(error);
    }
    if (finished) {
      // The client left while the watch was being set up.
      stopWatching?.();
      return;
    }
    response.status(HttpStatus.OK);
    response.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.write('retry: 3000\n\n');
    timers.heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    timers.deadline = setTimeout(finish, MAX_STREAM_MS);
    if (after !== undefined) {
      try {
        for (const event of await this.events.since(memberId, after)) send(event);
      } catch {
        // Redis lost between the subscription and the read: the page reads the API again.
        finish();
        return;
      }
    }
    const heard = pending;
    pending = undefined;
    for (const event of heard) send(event);
  }

  /**
   * Ends every open stream before the HTTP server closes (it would wait for them for ever): the
   * browsers reconnect, to another replica, with their Last-Event-ID.
   */
  beforeApplicationShutdown(): void {
    for (const finish of [...this.finishers]) finish();
  }
}
