import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Accepts ids proxies and clients commonly send (UUIDs, trace ids) but nothing that could forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** The incoming X-Request-Id when it looks sane, else a new UUID; echoed on the response. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  const id = isSaneRequestId(candidate) ? candidate : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
