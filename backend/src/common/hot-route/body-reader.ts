import type { IncomingMessage } from 'node:http';

import { HttpStatus } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** '64kb' → 65536 (the notation of body-limits.ts). */
export function parseByteLimit(limit: string): number {
  const match = /^(\d+)\s*(b|kb|mb)$/i.exec(limit.trim());
  if (!match) throw new Error(`unsupported body limit "${limit}"`);
  return Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
}

/** The media types a hot route can read; both are decoded as UTF-8. */
export type BodyMediaType = 'application/json' | 'text/plain';

export interface ContentTypeRule {
  mediaTypes: readonly BodyMediaType[];
  /** A request without Content-Type (what sendBeacon sends for a BufferSource). */
  allowMissing: boolean;
}

/**
 * Whether a Content-Type header is one of the route's media types, with no charset but UTF-8.
 * text/plain is what navigator.sendBeacon sends for a string (the only type a beacon can send
 * without a CORS preflight) and what TradingView sends for an alert.
 */
export function isAcceptedContentType(header: string | undefined, rule: ContentTypeRule): boolean {
  if (header === undefined || header === '') return rule.allowMissing;
  const [type = '', ...params] = header.toLowerCase().split(';');
  const mediaType = type.trim();
  if (!(rule.mediaTypes as readonly string[]).includes(mediaType)) return false;
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/"/g, '') === 'utf-8';
  });
}

const tooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE');
const unsupported = () =>
  new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');

/**
 * Reads a request body as a UTF-8 string, refusing it (413) as soon as it is known to exceed
 * `limitBytes`: from Content-Length before reading anything, or while streaming a chunked body.
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<string> {
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    return Promise.reject(unsupported());
  }
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limitBytes) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        cleanup();
        // Let the rest of the body drain so the connection can carry the 413 answer.
        request.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received);
      resolve(body ? body.toString('utf8') : '');
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // 'close' before 'end': the client went away mid-body.
    const onClose = () => {
      cleanup();
      reject(new AppException(HttpStatus.BAD_REQUEST, 'BAD_REQUEST'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}
