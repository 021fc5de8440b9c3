// The soak's hostile traffic: one request a second, cycling through bodies a careless or malicious
// client sends. Most must be refused (and cost nothing downstream); two kinds are valid, if ugly,
// and must be stored like any other batch: their event ids are kept and checked at the end.
import { Agent } from 'node:http';

import { sampleEvent } from '../../backend/src/modules/telemetry/telemetry-sample';
import {
  EVENT_DATA_LIMITS,
  TELEMETRY_STRING_LIMITS as LIMIT,
  type TelemetryEvent,
} from '../../contracts/src/telemetry/telemetry-event.schema';
import { post } from './http-send';

interface HostileBody {
  body: Buffer;
  contentType?: string;
  /** Ids of the events that must be stored when the batch is answered 202. */
  eventIds: string[];
}

interface HostileKind {
  name: string;
  expected: number;
  make: () => HostileBody;
}

export interface HostileStats {
  sent: number;
  statuses: Record<string, number>;
  expected: number;
}

export interface HostileSender {
  stop: () => Promise<void>;
  stats: Map<string, HostileStats>;
  /** Event ids of the hostile batches answered 202. */
  acceptedIds: string[];
}

const HOSTILE_BATCH_SIZE = 10;

function kinds(runTag: string, sessionId: string): HostileKind[] {
  let counter = 0;
  const event = (overrides: Partial<TelemetryEvent> = {}) =>
    sampleEvent({
      session_id: sessionId,
      event_id: `${runTag}-0001-4000-8000-${(counter++).toString(16).padStart(12, '0')}`,
      ...overrides,
    });
  /** A batch of sample events, the first one changed. */
  const batch = (first: Partial<TelemetryEvent>, size = HOSTILE_BATCH_SIZE) => {
    const events = [event(first), ...Array.from({ length: size - 1 }, () => event())];
    return { events, eventIds: events.map((e) => e.event_id) };
  };
  const json = (value: { events: TelemetryEvent[] }) => Buffer.from(JSON.stringify(value));
  const refused = (first: Partial<TelemetryEvent>, size?: number): HostileBody => ({
    body: json(batch(first, size)),
    eventIds: [],
  });
  // Every field at its limit in code points, with characters of 2 and 4 UTF-8 bytes, quotes,
  // backslashes and control characters (all storable: only NUL and lone surrogates are not).
  const atLimit = (unit: string, length: number) => {
    const points = Array.from(unit);
    return Array.from({ length }, (_, i) => points[i % points.length]).join('');
  };
  const maxEvent: Partial<TelemetryEvent> = {
    event_type: 'error',
    page_url: `https://tickrelay.example/${atLimit('a', LIMIT.page_url - 26)}`,
    page_path: `/${atLimit('é', LIMIT.page_path - 1)}`,
    referrer: `https://r.example/${atLimit('b"', LIMIT.referrer - 18)}`,
    browser_name: atLimit('Ü', LIMIT.browser_name),
    browser_version: atLimit('9', LIMIT.browser_version),
    os_name: atLimit('\\', LIMIT.os_name),
    event_name: atLimit('📈', LIMIT.event_name),
    user_id: atLimit('u', LIMIT.user_id),
    error_message: atLimit('📉\u0001\u2028', LIMIT.error_message),
    stack_trace: atLimit('é\n\tat x', LIMIT.stack_trace),
    event_data: Object.fromEntries(
      Array.from({ length: EVENT_DATA_LIMITS.keys }, (_, i) => [
        atLimit(`k${i}é`, EVENT_DATA_LIMITS.keyLength),
        atLimit(i === 0 ? 'v"' : 'v', EVENT_DATA_LIMITS.stringValue),
      ]),
    ),
    duration_ms: 86_400_000,
  };
  return [
    { name: 'NUL in a string', expected: 400, make: () => refused({ event_name: 'a\u0000b' }) },
    {
      name: 'lone surrogate in a string',
      expected: 400,
      make: () => refused({ error_message: 'x\ud800y' }),
    },
    {
      name: 'lone surrogate in an event_data key',
      expected: 400,
      make: () => refused({ event_data: { '\udc00key': 1 } }),
    },
    {
      name: 'NUL next to maximum-size fields',
      expected: 400,
      make: () =>
        refused({
          ...maxEvent,
          stack_trace: `\u0000${maxEvent.stack_trace ?? ''}`.slice(0, LIMIT.stack_trace),
        }),
    },
    {
      name: 'a field one character too long',
      expected: 400,
      make: () => refused({ stack_trace: atLimit('📈', LIMIT.stack_trace + 1) }),
    },
    {
      name: 'invalid JSON',
      expected: 400,
      make: () => ({ body: json(batch({})).subarray(0, 700), eventIds: [] }),
    },
    {
      name: 'over 64 KB (the route refuses it)',
      expected: 413,
      make: () => ({
        body: json({ events: [event(maxEvent), event(maxEvent), event(maxEvent)] }),
        eventIds: [],
      }),
    },
    {
      name: 'over 1 MB (nginx refuses it)',
      expected: 413,
      make: () => ({ body: Buffer.alloc(1_100_000, 'x'), eventIds: [] }),
    },
    {
      name: 'another content type',
      expected: 415,
      make: () => ({ ...refused({}), contentType: 'application/xml' }),
    },
    {
      name: 'maximum-size fields among honest events (valid)',
      expected: 202,
      make: () => {
        const { events, eventIds } = batch(maxEvent);
        return { body: json({ events }), eventIds };
      },
    },
    {
      name: 'invalid UTF-8 bytes, read as U+FFFD (valid)',
      expected: 202,
      make: () => {
        const { events, eventIds } = batch({ event_name: 'BAD' });
        const text = JSON.stringify({ events });
        const at = text.indexOf('BAD');
        // A UTF-8-encoded surrogate (ED A0 80) and a byte UTF-8 never uses (FF).
        const body = Buffer.concat([
          Buffer.from(text.slice(0, at)),
          Buffer.from([0xed, 0xa0, 0x80, 0x41, 0xff]),
          Buffer.from(text.slice(at + 3)),
        ]);
        return { body, eventIds };
      },
    },
  ];
}

export function startHostile(url: URL, runTag: string, sessionId: string): HostileSender {
  const list = kinds(runTag, sessionId);
  const stats = new Map<string, HostileStats>(
    list.map((kind) => [kind.name, { sent: 0, statuses: {}, expected: kind.expected }]),
  );
  const acceptedIds: string[] = [];
  // One connection, not kept alive: nginx closes one after a refused oversized body anyway.
  const agent = new Agent({ keepAlive: false, maxSockets: 1 });
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  const timer = setInterval(() => {
    const kind = list[next++ % list.length];
    if (!kind) return;
    const hostile = kind.make();
    const stat = stats.get(kind.name);
    if (!stat) return;
    stat.sent++;
    const sending = post(
      agent,
      url,
      hostile.body,
      hostile.contentType ?? 'application/json',
      30000,
    ).then((result) => {
      const key =
        result.status === 0 ? `no answer (${result.error ?? '?'})` : String(result.status);
      stat.statuses[key] = (stat.statuses[key] ?? 0) + 1;
      if (result.status === 202) acceptedIds.push(...hostile.eventIds);
      inFlight.delete(sending);
    });
    inFlight.add(sending);
  }, 1000);
  return {
    stats,
    acceptedIds,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      agent.destroy();
    },
  };
}

/** Checks that each kind is the size it claims; returns the sizes in bytes. */
export function assertSizes(runTag: string, sessionId: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const kind of kinds(runTag, sessionId)) {
    const { body } = kind.make();
    sizes[kind.name] = body.length;
    if (kind.expected === 202 && body.length > 64 * 1024) {
      throw new Error(
        `hostile kind '${kind.name}' is ${body.length} bytes, over the route's 64 KB`,
      );
    }
    if (kind.name.startsWith('over 64 KB') && body.length <= 64 * 1024) {
      throw new Error(`hostile kind '${kind.name}' is only ${body.length} bytes`);
    }
  }
  return sizes;
}
