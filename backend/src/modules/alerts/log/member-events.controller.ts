import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import { memberEvents } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { Response } from 'express';

import { Auth } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import {
  compareStreamIds,
  type MemberEvent,
  MemberEvents,
  STREAM_ID,
} from '@/common/live-events/member-events';
import { type SseStream, SseStreams } from '@/common/live-events/sse-streams';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { MemberEventsQueryDto } from './dto/member-events-query.dto';

/** A stream ends after this long anyway; the browser reconnects with Last-Event-ID. */
const MAX_STREAM_MS = 60 * 60_000;

/**
 * GET /api/webhook/events: the signed-in member's live events (deliveries, paper account,
 * webhook settings) as Server-Sent Events, from Redis pub/sub, so the change may happen on any
 * worker or api replica. Each event's `id:` is its Redis stream id: a reconnect with Last-Event-ID
 * (or ?lastEventId=) first gets the kept events it missed, then the live ones, none twice. The
 * stream's life (cap, heartbeat, deadline, session end, shutdown) is SseStreams'.
 */
@Controller()
export class MemberEventsController {
  constructor(
    private readonly events: MemberEvents,
    private readonly streams: SseStreams,
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

    let lastSent = after;
    /** Live events heard while the missed ones are read; sent after them. */
    let pending: MemberEvent[] | undefined = [];
    const send = (stream: SseStream, event: MemberEvent) => {
      if (stream.ended) return;
      if (lastSent !== undefined && compareStreamIds(event.id, lastSent) <= 0) return;
      lastSent = event.id;
      stream.send({ id: event.id, event: event.type, data: event.data });
    };
    const stream = await this.streams.start({
      session,
      response,
      kind: 'member-events',
      maxStreamMs: MAX_STREAM_MS,
      listen: (live) =>
        this.events.listen(memberId, (event) => {
          if (pending) pending.push(event);
          else send(live, event);
        }),
    });
    if (!stream) return;
    if (after !== undefined) {
      try {
        for (const event of await this.events.since(memberId, after)) send(stream, event);
      } catch {
        // Redis lost between the subscription and the read: the page reads the API again.
        stream.end();
        return;
      }
    }
    const heard = pending;
    pending = undefined;
    for (const event of heard) send(stream, event);
  }
}
