import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ApiAgent, freshAddress } from './api-agent';

describe('ApiAgent', () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      if (request.url === '/login') {
        response.setHeader('set-cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
        response.end(JSON.stringify({ ok: true }));
      } else if (request.url === '/logout') {
        response.setHeader('set-cookie', ['session=; Max-Age=0; Path=/']);
        response.statusCode = 204;
        response.end();
      } else {
        response.setHeader('content-type', 'text/html');
        response.end('<h1>not json</h1>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps the cookies it is given, sends them back, and drops expired ones', async () => {
    const agent = new ApiAgent(baseUrl, { language: 'fr' });
    expect((await agent.post('/login')).body).toEqual({ ok: true });
    expect([...agent.cookies]).toEqual([
      ['session', 'abc'],
      ['theme', 'dark'],
    ]);
    await agent.get('/page');
    expect(seen.at(-1)).toMatchObject({
      cookie: 'session=abc; theme=dark',
      origin: baseUrl,
      'accept-language': 'fr',
      'x-forwarded-for': agent.address,
    });
    await agent.post('/logout');
    expect([...agent.cookies.keys()]).toEqual(['theme']);
  });

  it('answers non-JSON bodies as text, with an empty body object', async () => {
    const response = await new ApiAgent(baseUrl).get('/page');
    expect(response.body).toEqual({});
    expect(response.text).toBe('<h1>not json</h1>');
  });

  it('clones: same cookies and address, its own changes, no Origin when null', async () => {
    const agent = new ApiAgent(baseUrl);
    await agent.post('/login');
    const forged = agent.clone({ origin: null });
    expect(forged.address).toBe(agent.address);
    expect([...forged.cookies]).toEqual([...agent.cookies]);
    forged.cookies.clear();
    expect(agent.cookies.size).toBe(2);
    await forged.get('/page');
    expect(seen.at(-1)?.origin).toBeUndefined();
  });

  it('gives every agent its own client address', () => {
    const addresses = new Set(Array.from({ length: 600 }, () => freshAddress()));
    expect(addresses.size).toBe(600);
    for (const address of addresses) expect(address).toMatch(/^10\.\d+\.\d+\.\d+$/);
  });
});
