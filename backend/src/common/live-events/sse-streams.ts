import { type BeforeApplicationShutdown, HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { SessionEnds } from '@/common/session/session-ends';

/** A comment line this often keeps proxies (nginx, load balancers) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Open streams of one kind one member may hold on one api process (a few tabs, not a flood). */
export const MAX_STREAMS_PER_MEMBER = 5;
/** Bytes written to a slow client and not yet taken before it is cut off (it reconnects). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The browser's wait before it reconnects a stream that ended. */
const RETRY_MS = 3000;

/** One Server-Sent Event; `id` is what the browser sends back as Last-Event-ID. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open stream, as its feature sees it. */
export interface SseStream {
  /** Writes one event; false (nothing written) once the stream ended or before it started. */
  send(event: SseEvent): boolean;
  /** Ends the stream (idempotent): releases the cap, the source, the session watch. */
  end(): void;
  readonly ended: boolean;
}

export interface SseOpening {
  session: AuthenticatedSession;
  response: Response;
  /** The stream's kind: the cap counts a member's streams of one kind. */
  kind: string;
  /** A stream ends after this long anyway; the browser reconnects. */
  maxStreamMs: number;
  /**
   * Subscribes the stream to its live source (events sent before the stream starts are dropped:
   * buffer them if they matter). Resolves once Redis confirmed, to the function that stops it.
   */
  listen(stream: SseStream): Promise<() => unknown>;
}

class OpenSseStream implements SseStream {
  ended = false;
  started = false;
  private readonly cleanups: (() => unknown)[] = [];

  constructor(
    private readonly response: Response,
    private readonly onEnd: () => void,
  ) {}

  /** Runs `cleanup` when the stream ends, at once if it already has (it ended mid-setup). */
  hold(cleanup: () => unknown): void {
    if (this.ended) void cleanup();
    else this.cleanups.push(cleanup);
  }

  send(event: SseEvent): boolean {
    if (this.ended || !this.started) return false;
    const id = event.id === undefined ? '' : `id: ${event.id}\n`;
    this.response.write(`${id}event: ${event.event}\ndata: ${event.data}\n\n`);
    if (this.response.writableLength > MAX_BUFFERED_BYTES) this.end();
    return true;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    for (const cleanup of this.cleanups.splice(0)) void cleanup();
    if (!this.response.writableEnded) this.response.end();
  }
}

/**
 * The one way to serve Server-Sent Events: the cap per member and kind (per process, as each
 * replica holds its own connections), the headers, the retry hint, a heartbeat, a deadline, the
 * end with the session that opened it (SessionEnds, on every replica), the end when the client
 * leaves or is too slow, and the end of every stream before the HTTP server closes (the browsers
 * reconnect, to another replica, with their Last-Event-ID). The feature brings the source and
 * what to send: a thin controller.
 */
@Injectable()
export class SseStreams implements BeforeApplicationShutdown {
  private readonly open = new Map<string, number>();
  private readonly streams = new Set<SseStream>();

  constructor(private readonly sessionEnds: SessionEnds) {}

  /**
   * Starts the stream (200 and its headers) once its source and the session watch are in place;
   * undefined when the client left meanwhile. 429 over the cap, 503 when Redis cannot subscribe.
   */
  async start(opening: SseOpening): Promise<SseStream | undefined> {
    const { session, response } = opening;
    const key = `${opening.kind}\n${session.user.id}`;
    if ((this.open.get(key) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    const timers: { heartbeat?: NodeJS.Timeout; deadline?: NodeJS.Timeout } = {};
    const stream = new OpenSseStream(response, () => {
      this.streams.delete(stream);
      clearInterval(timers.heartbeat);
      clearTimeout(timers.deadline);
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    });
    this.streams.add(stream);
    // The response's close: the client went away (a request's own close fires once its body is read).
    response.on('close', () => stream.end());

    try {
      // Subscribed before the feature reads its current state: a change in between is heard.
      stream.hold(await opening.listen(stream));
      // The stream ends with its session (sign-out, revocation, password change, deletion).
      stream.hold(await this.sessionEnds.watch(session, () => stream.end()));
    } catch (error) {
      stream.end();
      throw new ServiceUnavailableError(error);
    }
    if (stream.ended) return undefined;
    response.status(HttpStatus.OK);
    response.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.write(`retry: ${RETRY_MS}\n\n`);
    stream.started = true;
    timers.heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    timers.deadline = setTimeout(() => stream.end(), opening.maxStreamMs);
    return stream;
  }

  /** Ends every open stream before the HTTP server closes (it would wait for them for ever). */
  beforeApplicationShutdown(): void {
    for (const stream of [...this.streams]) stream.end();
  }
}
