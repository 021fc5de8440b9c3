import type { IncomingMessage, ServerResponse } from 'node:http';

import { assignRequestId, isSaneRequestId } from './request-id';

function call(header?: string | string[]) {
  const headers: Record<string, string> = {};
  const request = { headers: header === undefined ? {} : { 'x-request-id': header } };
  const response = { setHeader: (name: string, value: string) => (headers[name] = value) };
  const id = assignRequestId(request as IncomingMessage, response as unknown as ServerResponse);
  return { id, echoed: headers['X-Request-Id'] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a sane incoming id and echoes it', () => {
    expect(call('3f1c2a9e-8d4b-4c1e-9a77-0b5e2d6f1a23')).toEqual({
      id: '3f1c2a9e-8d4b-4c1e-9a77-0b5e2d6f1a23',
      echoed: '3f1c2a9e-8d4b-4c1e-9a77-0b5e2d6f1a23',
    });
    expect(call('trace:abc123.def-456').id).toBe('trace:abc123.def-456');
    expect(call(['first-request-id', 'second-one']).id).toBe('first-request-id');
  });

  it.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(200)],
    ['log injection', 'abc12345\n{"level":60}'],
    ['spaces', 'hello world id'],
    ['html', '<script>alert(1)</script>'],
  ])('replaces a %s id with a fresh UUID', (_label, header) => {
    const { id, echoed } = call(header);
    expect(id).toMatch(UUID);
    expect(echoed).toBe(id);
  });

  it('generates a different id per request', () => {
    expect(call().id).not.toBe(call().id);
    expect(isSaneRequestId(42)).toBe(false);
  });
});
