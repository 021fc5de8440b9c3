/**
 * @jest-environment jest-fixed-jsdom
 */
import { endSession } from '@tickrelay/contracts/endpoints/account.endpoints';
import { signIn } from '@tickrelay/contracts/endpoints/auth.endpoints';

import { callEndpoint } from './call-endpoint';
import { listSessions } from './endpoints/list-sessions.endpoint';

function fakeFetch(...replies: Response[]) {
  const calls: { url: string; method: string; body: unknown; language: string | null }[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      language: headers.get('accept-language'),
    });
    return Promise.resolve(replies.shift() ?? Response.json({}));
  });
  return calls;
}

const unavailable = () => Response.json({ statusCode: 503, error: 'X' }, { status: 503 });

describe('callEndpoint', () => {
  it('sends the endpoint method, path and JSON body and returns the typed answer', async () => {
    const calls = fakeFetch(Response.json({ user: { id: 'u', email: 'a@b.co' }, expiresAt: 'T' }));
    const answer = await callEndpoint(
      signIn,
      { body: { email: 'a@b.co', password: 'secret-1' } },
      { locale: 'fr' },
    );
    expect(answer).toMatchObject({ user: { id: 'u' } });
    expect(calls).toEqual([
      {
        url: '/api/auth/signin',
        method: 'POST',
        body: { email: 'a@b.co', password: 'secret-1' },
        language: 'fr',
      },
    ]);
  });

  it('fills path parameters, URI-encoded', async () => {
    const calls = fakeFetch(new Response(null, { status: 204 }));
    await callEndpoint(endSession, { params: { id: 'a/b c' } });
    expect(calls[0]).toMatchObject({ url: '/api/account/sessions/a%2Fb%20c', method: 'DELETE' });
  });

  it("keeps the client's retry policy: writes are not retried, reads once", async () => {
    const writes = fakeFetch(unavailable(), Response.json({}));
    await expect(
      callEndpoint(signIn, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(writes).toHaveLength(1);

    const reads = fakeFetch(unavailable(), Response.json({ sessions: [] }));
    await expect(listSessions()).resolves.toEqual([]);
    expect(reads.map((call) => call.url)).toEqual([
      '/api/account/sessions',
      '/api/account/sessions',
    ]);
  });
});
