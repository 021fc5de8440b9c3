import { EventEmitter } from 'node:events';

import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import type { SessionEnds } from '@/common/session/session-ends';

import {
  HEARTBEAT_MS,
  MAX_BUFFERED_BYTES,
  MAX_STREAMS_PER_MEMBER,
  type SseOpening,
  SseStreams,
} from './sse-streams';

/** Just what SseStreams touches of an express response, recording what was written. */
class FakeResponse extends EventEmitter {
  statusCode = 0;
  headers: Record<string, string> = {};
  written: string[] = [];
  writableEnded = false;
  writableLength = 0;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  set(headers: Record<string, string>) {
    Object.assign(this.headers, headers);
    return this;
  }
  flushHeaders() {}
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

/** Session ends by hand: `endSession(id)` plays a sign-out heard over pub/sub. */
class FakeSessionEnds {
  readonly watching = new Map<string, () => void>();
  failing = false;
  watch(session: AuthenticatedSession, end: () => void): Promise<() => void> {
    if (this.failing) return Promise.reject(new Error('redis down'));
    this.watching.set(session.sessionId, end);
    return Promise.resolve(() => this.watching.delete(session.sessionId));
  }
  endSession(sessionId: string) {
    this.watching.get(sessionId)?.();
  }
}

const session = (userId: string, sessionId = `${userId}-s`) =>
  ({ sessionId, user: { id: userId } }) as unknown as AuthenticatedSession;

/** Every helper a test made: its streams are ended after it (their heartbeat timers). */
const made: SseStreams[] = [];

function setup() {
  const sessionEnds = new FakeSessionEnds();
  const streams = new SseStreams(sessionEnds as unknown as SessionEnds);
  made.push(streams);
  const sources = { open: 0 };
  const open = (overrides: Partial<SseOpening> = {}) => {
    const response = new FakeResponse();
    const started = streams.start({
      session: session('ada'),
      response: response as unknown as Response,
      kind: 'test',
      maxStreamMs: 60_000,
      listen: () => {
        sources.open += 1;
        return Promise.resolve(() => (sources.open -= 1));
      },
      ...overrides,
    });
    return { response, started };
  };
  return { streams, sessionEnds, sources, open };
}

describe('SseStreams', () => {
  afterEach(() => {
    for (const streams of made.splice(0)) streams.beforeApplicationShutdown();
    jest.useRealTimers();
  });

  it('answers 200 with the event-stream headers and the retry hint, then writes events', async () => {
    const { open } = setup();
    const { response, started } = open();
    const stream = (await started)!;
    expect(response.statusCode).toBe(HttpStatus.OK);
    expect(response.headers).toEqual({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    expect(stream.send({ id: '1-0', event: 'delivery', data: '{}' })).toBe(true);
    expect(stream.send({ event: 'checkout', data: '{"a":1}' })).toBe(true);
    expect(response.written).toEqual([
      'retry: 3000\n\n',
      'id: 1-0\nevent: delivery\ndata: {}\n\n',
      'event: checkout\ndata: {"a":1}\n\n',
    ]);
    stream.end();
  });

  it('drops what its source hears before the stream started', async () => {
    const { open } = setup();
    const early: boolean[] = [];
    const { response, started } = open({
      listen: (stream) => {
        early.push(stream.send({ event: 'x', data: 'early' }));
        return Promise.resolve(() => undefined);
      },
    });
    (await started)!.end();
    expect(early).toEqual([false]);
    expect(response.written).toEqual(['retry: 3000\n\n']);
  });

  it('writes a heartbeat and ends at its deadline', async () => {
    jest.useFakeTimers();
    const { open, sources } = setup();
    const { response, started } = open({ maxStreamMs: HEARTBEAT_MS * 2 + 1 });
    const stream = (await started)!;
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(response.written.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);
    expect(stream.ended).toBe(false);
    jest.advanceTimersByTime(1);
    expect(stream.ended).toBe(true);
    expect(response.writableEnded).toBe(true);
    expect(sources.open).toBe(0);
  });

  it('caps a member at MAX_STREAMS_PER_MEMBER per kind, and frees a place when one ends', async () => {
    const { open } = setup();
    const held = [];
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1) {
      held.push((await open().started)!);
    }
    await expect(open().started).rejects.toThrow(AppException);
    await expect(open().started).rejects.toMatchObject({ status: HttpStatus.TOO_MANY_REQUESTS });
    // Another kind, or another member, has its own count.
    (await open({ kind: 'other' }).started)!.end();
    (await open({ session: session('bob') }).started)!.end();
    held[0]!.end();
    expect(await open().started).toBeDefined();
  });

  it('ends with its session, releasing the source and the watch', async () => {
    const { open, sessionEnds, sources } = setup();
    const { response, started } = open();
    const stream = (await started)!;
    expect(sources.open).toBe(1);
    sessionEnds.endSession('ada-s');
    expect(stream.ended).toBe(true);
    expect(response.writableEnded).toBe(true);
    expect(sources.open).toBe(0);
    expect(sessionEnds.watching.size).toBe(0);
  });

  it('ends when the client leaves, and when the client reads too slowly', async () => {
    const { open, sources } = setup();
    const first = open();
    const left = (await first.started)!;
    first.response.emit('close');
    expect(left.ended).toBe(true);
    const second = open();
    const slow = (await second.started)!;
    second.response.writableLength = MAX_BUFFERED_BYTES + 1;
    slow.send({ event: 'x', data: 'y' });
    expect(slow.ended).toBe(true);
    expect(sources.open).toBe(0);
  });

  it('answers 503 and holds nothing when the session watch cannot subscribe', async () => {
    const { open, sessionEnds, sources } = setup();
    sessionEnds.failing = true;
    await expect(open().started).rejects.toThrow(ServiceUnavailableError);
    expect(sources.open).toBe(0);
    sessionEnds.failing = false;
    // The failed attempts left no place taken.
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1) {
      expect(await open().started).toBeDefined();
    }
  });

  it('starts nothing, and keeps no source, when the client left during the setup', async () => {
    const { open, sources, sessionEnds } = setup();
    let release: () => void = () => undefined;
    const { response, started } = open({
      listen: () =>
        new Promise((resolve) => {
          sources.open += 1;
          release = () => resolve(() => (sources.open -= 1));
        }),
    });
    await Promise.resolve();
    response.emit('close');
    release();
    expect(await started).toBeUndefined();
    expect(response.statusCode).toBe(0);
    expect(sources.open).toBe(0);
    expect(sessionEnds.watching.size).toBe(0);
  });

  it('ends every open stream before the application shuts down', async () => {
    const { streams, open } = setup();
    const a = (await open().started)!;
    const b = (await open({ kind: 'other' }).started)!;
    streams.beforeApplicationShutdown();
    expect([a.ended, b.ended]).toEqual([true, true]);
  });
});
