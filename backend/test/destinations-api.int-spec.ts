// The member's destinations through the real api (Postgres, Redis), with real HTTPS receivers on
// 127.0.0.1 for "Send a test": every answer and error path in English and French, the limit,
// another member's destination, the signing secret shown once and sealed at rest.
import { RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import type {
  DestinationTestResult,
  DestinationView,
} from '@tickrelay/contracts/destinations/destinations';
import type { DestinationList } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import { verifyRelaySignature } from '../src/modules/destinations/senders/relay-signature';
import {
  createDestination,
  createLinkedTelegram,
  RelaysStack,
  type TestMember,
} from './destinations-helpers';
import type { Receiver } from './relay-helpers';

const DISCORD_URL = `https://discord.com/api/webhooks/123456789012345678/${'Tk3n_'.repeat(12)}`;

const stack = new RelaysStack();
let receiver: Receiver;
let ada: TestMember;
let bea: TestMember;
let lapsed: TestMember;

beforeAll(async () => {
  receiver = await stack.receiver();
  await stack.start();
  [ada, bea] = [await stack.member(), await stack.member({ language: 'fr' })];
  lapsed = await stack.member({ entitled: false });
}, 120_000);

afterAll(() => stack.stop());

async function list(member: TestMember): Promise<DestinationList> {
  const response = await member.agent.get<DestinationList>('/api/destinations');
  expect(response.status).toBe(200);
  return response.body;
}

async function clear(member: TestMember): Promise<void> {
  for (const item of (await list(member)).items) {
    expect((await member.agent.request('DELETE', `/api/destinations/${item.id}`)).status).toBe(204);
  }
}

describe('destinations API', () => {
  afterEach(async () => {
    await clear(ada);
    await clear(bea);
  });

  it('lists none at first, with the platform’s Telegram bot', async () => {
    expect(await list(ada)).toEqual({ items: [], telegramBot: '@TickRelayTestBot' });
  });

  it('creates an https destination: its signing secret shown once, sealed at rest', async () => {
    const created = await createDestination(ada.agent, {
      kind: 'https',
      label: '  Trading desk  ',
      url: 'https://hooks.example.com:443/in/tv?token=s3cret-in-query',
    });
    expect(created.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.destination).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      kind: 'https',
      label: 'Trading desk',
      target: 'https://hooks.example.com/in/tv',
      notifyFailures: false,
      createdAt: expect.any(String) as unknown,
      lastResult: null,
      link: null,
    });
    const listed = await ada.agent.get('/api/destinations');
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.text).not.toContain('whsec_');
    expect(listed.text).not.toContain('s3cret-in-query');
    expect((listed.body as unknown as DestinationList).items).toEqual([created.destination]);
    // At rest: sealed bytes and the key id, never the URL or the secret in clear.
    const row = await stack.world.db.query<{ secret_sealed: Buffer; secret_key_id: string }>(
      'select secret_sealed, secret_key_id from destinations where id = $1',
      [created.destination.id],
    );
    const sealed = row.rows[0]!.secret_sealed.toString('latin1');
    expect(sealed).not.toContain('hooks.example.com');
    expect(sealed).not.toContain(created.signingSecret!.slice(6));
    expect(row.rows[0]!.secret_key_id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('creates Discord and Telegram destinations, which have no signing secret', async () => {
    const discord = await createDestination(ada.agent, {
      kind: 'discord',
      label: 'Discord',
      url: DISCORD_URL,
    });
    expect(discord).toMatchObject({
      signingSecret: null,
      destination: { kind: 'discord', target: 'discord.com/api/webhooks/123456789012345678/…' },
    });
    const telegram = await createDestination(ada.agent, { kind: 'telegram', label: 'Telegram' });
    expect(telegram).toMatchObject({
      signingSecret: null,
      destination: { kind: 'telegram', target: '', link: 'waiting' },
      telegramLink: {
        url: expect.stringMatching(/^https:\/\/t\.me\/TickRelayTestBot\?start=/) as unknown,
      },
    });
    expect(discord.telegramLink).toBeNull();
    expect(JSON.stringify(await list(ada))).not.toContain('Tk3n_');
  });

  it.each([
    ['en', 'This URL cannot be used: an HTTPS destination needs an https:// address'],
    [
      'fr',
      'Cette URL ne peut pas être utilisée : une destination HTTPS demande une adresse https://',
    ],
  ] as const)(
    'refuses a URL a destination cannot use with url: invalid_url and the %s message',
    async (lang, message) => {
      for (const body of [
        { kind: 'https', label: 'x', url: 'http://hooks.example.com/' },
        { kind: 'https', label: 'x', url: 'https://user:pass@hooks.example.com/' },
        { kind: 'https', label: 'x', url: 'not a url' },
        { kind: 'discord', label: 'x', url: 'https://hooks.example.com/api/webhooks/1/2' },
        { kind: 'discord', label: 'x', url: 'https://discord.com/api/webhooks/123/short' },
      ]) {
        const response = await ada.agent.request('POST', `/api/destinations?lang=${lang}`, body);
        expect([body.url, response.status, response.body]).toEqual([
          body.url,
          400,
          {
            statusCode: 400,
            error: 'VALIDATION_FAILED',
            message: expect.stringContaining(message) as unknown,
            details: { url: 'invalid_url' },
          },
        ]);
      }
      expect((await list(ada)).items).toEqual([]);
    },
  );

  it('refuses bad fields with their detail codes', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ kind: 'sms', label: 'x', url: 'https://a.example/' }, { kind: 'invalid_choice' }],
      [{ kind: 'https', label: '', url: 'https://a.example/' }, { label: 'required' }],
      [{ kind: 'https', label: 'x'.repeat(61), url: 'https://a.example/' }, { label: 'too_long' }],
      [{ kind: 'https', label: 'x' }, { url: 'required' }],
      [
        { kind: 'https', label: 'x', url: `https://a.example/${'p'.repeat(2048)}` },
        { url: 'too_long' },
      ],
      [{ kind: 'telegram', label: 'x', url: DISCORD_URL }, { url: 'unknown_field' }],
      [
        { kind: 'https', label: 'x', url: 'https://a.example/', secret: 'mine' },
        { secret: 'unknown_field' },
      ],
      [
        { kind: 'https', label: 'x', url: 'https://a.example/', notifyFailures: 'yes' },
        { notifyFailures: 'invalid_type' },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await ada.agent.post('/api/destinations', body);
      expect([body, response.status, response.body.error, response.body.details]).toEqual([
        body,
        400,
        'VALIDATION_FAILED',
        details,
      ]);
    }
  });

  it('allows 5 destinations, then answers 409 DESTINATION_LIMIT_REACHED in the member’s language', async () => {
    for (let n = 1; n <= 5; n += 1) {
      await createDestination(bea.agent, {
        kind: 'telegram',
        label: `Chat ${n}`,
      });
    }
    const sixth = await bea.agent.post('/api/destinations', {
      kind: 'telegram',
      label: 'Chat 6',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({
      statusCode: 409,
      error: 'DESTINATION_LIMIT_REACHED',
      message:
        'Vous avez déjà 5 destinations, le maximum par compte. Supprimez-en une pour en ajouter une autre.',
    });
    expect((await list(bea)).items.map((item) => item.label)).toEqual([
      'Chat 1',
      'Chat 2',
      'Chat 3',
      'Chat 4',
      'Chat 5',
    ]);
  });

  it('holds the limit when creations race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        ada.agent.post('/api/destinations', {
          kind: 'telegram',
          label: `Race ${n}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect((await list(ada)).items).toHaveLength(5);
  });

  it('renames, and moves failure notices to one destination at a time', async () => {
    const first = await createDestination(ada.agent, {
      kind: 'telegram',
      label: 'First',
      notifyFailures: true,
    });
    const second = await createDestination(ada.agent, {
      kind: 'telegram',
      label: 'Second',
    });
    expect(first.destination.notifyFailures).toBe(true);
    const moved = await ada.agent.request<DestinationView>(
      'PATCH',
      `/api/destinations/${second.destination.id}`,
      {
        label: ' Second, renamed ',
        notifyFailures: true,
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ label: 'Second, renamed', notifyFailures: true });
    expect((await list(ada)).items.map((item) => [item.label, item.notifyFailures])).toEqual([
      ['First', false],
      ['Second, renamed', true],
    ]);
    // Created with notices on, a third takes them over too.
    await createDestination(ada.agent, {
      kind: 'telegram',
      label: 'Third',
      notifyFailures: true,
    });
    expect((await list(ada)).items.map((item) => item.notifyFailures)).toEqual([
      false,
      false,
      true,
    ]);
    const off = await ada.agent.request<DestinationView>(
      'PATCH',
      `/api/destinations/${first.destination.id}`,
      {
        notifyFailures: false,
      },
    );
    expect(off.body.notifyFailures).toBe(false);
    const bad = await ada.agent.request('PATCH', `/api/destinations/${first.destination.id}`, {
      label: '',
    });
    expect([bad.status, bad.body.details]).toEqual([400, { label: 'required' }]);
  });

  it('answers 404 DESTINATION_NOT_FOUND for another member’s destination, and for an unknown id', async () => {
    const own = await createDestination(ada.agent, {
      kind: 'https',
      label: 'Ada’s',
      url: 'https://a.example/',
    });
    const id = own.destination.id;
    for (const [method, path, body] of [
      ['PATCH', `/api/destinations/${id}`, { label: 'Mine now' }],
      ['DELETE', `/api/destinations/${id}`, undefined],
      ['POST', `/api/destinations/${id}/test`, undefined],
      ['POST', `/api/destinations/${id}/rotate-secret`, undefined],
      ['PATCH', '/api/destinations/not-a-uuid', { label: 'x' }],
      ['DELETE', '/api/destinations/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const response = await bea.agent.request(method, path, body);
      expect([method, path, response.status, response.body]).toEqual([
        method,
        path,
        404,
        {
          statusCode: 404,
          error: 'DESTINATION_NOT_FOUND',
          message: 'Cette destination n’existe pas, ou elle n’est pas la vôtre.',
        },
      ]);
    }
    expect((await list(bea)).items).toEqual([]);
    expect((await list(ada)).items.map((item) => item.label)).toEqual(['Ada’s']);
  });

  it('rotates an https destination’s signing secret, shown once; not a Discord one', async () => {
    const created = await createDestination(ada.agent, {
      kind: 'https',
      label: 'Desk',
      url: 'https://a.example/',
    });
    const rotated = await ada.agent.post<{ signingSecret: string }>(
      `/api/destinations/${created.destination.id}/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    expect(rotated.body.signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(rotated.body.signingSecret).not.toBe(created.signingSecret);
    const discord = await createDestination(ada.agent, {
      kind: 'discord',
      label: 'D',
      url: DISCORD_URL,
    });
    const refused = await ada.agent.post(
      `/api/destinations/${discord.destination.id}/rotate-secret`,
    );
    expect([refused.status, refused.body.error]).toEqual([409, 'CONFLICT']);
  });

  it('sends a test once to a real HTTPS receiver, signed with the current secret, and keeps the result', async () => {
    const url = `https://127.0.0.1:${receiver.port}/hooks/tickrelay`;
    const created = await createDestination(ada.agent, { kind: 'https', label: 'Receiver', url });
    const rotated = await ada.agent.post<{ signingSecret: string }>(
      `/api/destinations/${created.destination.id}/rotate-secret`,
    );
    const before = receiver.requests.length;
    const response = await ada.agent.post<DestinationTestResult>(
      `/api/destinations/${created.destination.id}/test`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'sent',
      code: null,
      httpStatus: 200,
      durationMs: expect.any(Number) as unknown,
    });
    expect(receiver.requests).toHaveLength(before + 1);
    const request = receiver.requests.at(-1)!;
    expect(request.url).toBe('/hooks/tickrelay');
    expect(request.headers[RELAY_HEADERS.event.toLowerCase()]).toBe('test');
    const body = JSON.parse(request.body) as { event: string; test: boolean; deliveryId: string };
    expect(body).toMatchObject({ event: 'test', test: true });
    expect(request.headers[RELAY_HEADERS.delivery.toLowerCase()]).toBe(body.deliveryId);
    const signed = {
      timestamp: request.headers[RELAY_HEADERS.timestamp.toLowerCase()] as string,
      signature: request.headers[RELAY_HEADERS.signature.toLowerCase()] as string,
      rawBody: request.body,
    };
    // The rotated secret signs; the one shown at creation no longer does.
    expect(verifyRelaySignature({ secret: rotated.body.signingSecret, ...signed })).toBe(true);
    expect(verifyRelaySignature({ secret: created.signingSecret!, ...signed })).toBe(false);
    const [listed] = (await list(ada)).items;
    expect(listed!.lastResult).toEqual({
      status: 'sent',
      code: null,
      at: expect.any(String) as unknown,
    });
  });

  it('reports a refused address as failed DESTINATION_ADDRESS_REFUSED, without reaching it', async () => {
    const created = await createDestination(ada.agent, {
      kind: 'https',
      label: 'Loopback',
      url: 'https://127.0.0.1/',
    });
    const response = await ada.agent.post<DestinationTestResult>(
      `/api/destinations/${created.destination.id}/test`,
    );
    expect(response.body).toMatchObject({
      status: 'failed',
      code: 'DESTINATION_ADDRESS_REFUSED',
      httpStatus: null,
    });
    expect((await list(ada)).items[0]!.lastResult).toMatchObject({
      status: 'failed',
      code: 'DESTINATION_ADDRESS_REFUSED',
    });
  });

  it('sends a Telegram test through the local provider', async () => {
    const created = await createLinkedTelegram(stack.api.url, bea.agent, {
      label: 'Chat',
      chatId: 424242,
    });
    const response = await bea.agent.post<DestinationTestResult>(
      `/api/destinations/${created.destination.id}/test`,
    );
    expect(response.body).toMatchObject({ status: 'sent', code: null });
  });

  it('limits tests per member: the 11th within a minute is 429 with Retry-After', async () => {
    const cleo = await stack.member();
    const created = await createDestination(cleo.agent, {
      kind: 'telegram',
      label: 'Chat',
    });
    const path = `/api/destinations/${created.destination.id}/test`;
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await cleo.agent.post(path)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    // Another address, the same member: the limit is the member's.
    const elsewhere = cleo.agent.clone({ address: '198.51.100.77' });
    const refused = await elsewhere.post(path);
    expect([refused.status, refused.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not limited by it.
    const other = await createDestination(ada.agent, {
      kind: 'telegram',
      label: 'Chat',
    });
    expect((await ada.agent.post(`/api/destinations/${other.destination.id}/test`)).status).toBe(
      200,
    );
  });

  it('deletes a destination: 204, then gone', async () => {
    const created = await createDestination(ada.agent, {
      kind: 'telegram',
      label: 'Gone',
    });
    const path = `/api/destinations/${created.destination.id}`;
    expect((await ada.agent.request('DELETE', path)).status).toBe(204);
    expect((await ada.agent.request('DELETE', path)).status).toBe(404);
    expect((await list(ada)).items).toEqual([]);
  });

  it('lets a lapsed member read, not change or send', async () => {
    expect((await list(lapsed)).items).toEqual([]);
    const response = await lapsed.agent.post('/api/destinations', {
      kind: 'telegram',
      label: 'x',
    });
    expect([response.status, response.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });
});
