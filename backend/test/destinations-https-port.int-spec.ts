// HTTPS destinations may only use port 443: any other port is refused when the destination is
// created (400 DESTINATION_PORT_NOT_ALLOWED, localised), and a row stored before the rule is
// refused before each attempt (failed DESTINATION_PORT_REFUSED), never reaching the port. The row
// is stored through an api that allows a receiver on 127.0.0.1 (RELAY_ALLOWED_PRIVATE_TARGETS, the
// one exception), then sent through another api on the same database that does not.
import type { DestinationTestResult } from '@tickrelay/contracts/destinations/destinations';

import { createDestination, RelaysStack, type TestMember } from './destinations-helpers';
import type { Receiver } from './relay-helpers';
import { startWebhooksApi, type WebhooksTestApi } from './webhooks-helpers';

const stack = new RelaysStack();
let receiver: Receiver;
let ada: TestMember;
let bea: TestMember;
let strictApi: WebhooksTestApi;

beforeAll(async () => {
  receiver = await stack.receiver();
  await stack.start();
  [ada, bea] = [await stack.member(), await stack.member({ language: 'fr' })];
  strictApi = await startWebhooksApi(
    { ...stack.env, RELAY_ALLOWED_PRIVATE_TARGETS: '' },
    stack.api.prefix,
  );
}, 120_000);

afterAll(async () => {
  await strictApi?.close();
  await stack.stop();
});

it.each([
  ['en', 'an HTTPS destination may only use port 443'],
  ['fr', 'une destination HTTPS ne peut utiliser que le port 443'],
] as const)('refuses another port than 443 at creation (%s)', async (lang, message) => {
  const member = lang === 'en' ? ada : bea;
  for (const url of [
    'https://hooks.example.com:8443/in',
    'https://hooks.example.com:25/',
    'https://hooks.example.com:80/',
  ]) {
    const response = await member.agent.post('/api/destinations', {
      kind: 'https',
      label: 'Other port',
      url,
    });
    expect([url, response.status, response.body]).toEqual([
      url,
      400,
      {
        statusCode: 400,
        error: 'DESTINATION_PORT_NOT_ALLOWED',
        message: expect.stringContaining(message) as unknown,
        details: { url: 'invalid_url' },
      },
    ]);
  }
  // No port, or 443 spelled out, is fine.
  const created = await createDestination(member.agent, {
    kind: 'https',
    label: 'Default port',
    url: 'https://hooks.example.com:443/in',
  });
  expect(created.destination.target).toBe('https://hooks.example.com/in');
});

it('refuses a stored destination on another port before any attempt', async () => {
  const stored = await createDestination(ada.agent, {
    kind: 'https',
    label: 'Stored before',
    url: `https://127.0.0.1:${receiver.port}/in`,
  });
  const strict = ada.agent.clone({ baseUrl: strictApi.url });
  const response = await strict.post<DestinationTestResult>(
    `/api/destinations/${stored.destination.id}/test`,
  );
  expect(response.body).toMatchObject({
    status: 'failed',
    code: 'DESTINATION_PORT_REFUSED',
    httpStatus: null,
  });
  expect(receiver.requests).toHaveLength(0);
  // Where it is allowed (a test receiver), the same row is sent.
  const allowed = await ada.agent.post<DestinationTestResult>(
    `/api/destinations/${stored.destination.id}/test`,
  );
  expect(allowed.body).toMatchObject({ status: 'sent' });
  expect(receiver.requests).toHaveLength(1);
});
