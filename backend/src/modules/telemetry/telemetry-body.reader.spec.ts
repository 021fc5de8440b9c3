import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

import { BodyLimitTable } from '@/common/http/body-limits';

import { isAcceptedContentType, parseByteLimit, readBody } from './telemetry-body.reader';

function fakeRequest(headers: Record<string, string>, chunks: string[]): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  setImmediate(() => {
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

describe('telemetry body reader', () => {
  it('gives the batch route 64 KB', () => {
    expect(new BodyLimitTable().limitFor('POST', '/api/telemetry/batch')).toBe('64kb');
    expect(parseByteLimit('64kb')).toBe(65536);
    expect(parseByteLimit('1mb')).toBe(1048576);
    expect(parseByteLimit('500b')).toBe(500);
    expect(() => parseByteLimit('lots')).toThrow('unsupported body limit');
  });

  it.each([
    [undefined, true],
    ['', true],
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['text/plain;charset=UTF-8', true],
    ['text/plain; charset="utf-8"', true],
    ['text/plain; charset=iso-8859-1', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
  ])('content type %p accepted: %p', (header, expected) => {
    expect(isAcceptedContentType(header)).toBe(expected);
  });

  it('reads a body made of several chunks, split inside a multi-byte character', async () => {
    const text = '{"name":"Société générale – €"}';
    const bytes = Buffer.from(text);
    const request = new PassThrough();
    Object.assign(request, { headers: {} });
    setImmediate(() => {
      request.write(bytes.subarray(0, 14));
      request.end(bytes.subarray(14));
    });
    await expect(readBody(request as unknown as IncomingMessage, 1024)).resolves.toBe(text);
  });

  it('refuses a declared length over the limit before reading', async () => {
    await expect(
      readBody(fakeRequest({ 'content-length': '2048' }, ['x']), 1024),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a streamed body once it passes the limit', async () => {
    const chunks = Array.from({ length: 10 }, () => 'y'.repeat(200));
    await expect(readBody(fakeRequest({}, chunks), 1024)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses compressed bodies', async () => {
    await expect(
      readBody(fakeRequest({ 'content-encoding': 'gzip' }, []), 1024),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
