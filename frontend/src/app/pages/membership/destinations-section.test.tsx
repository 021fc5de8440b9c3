/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DestinationView } from '@tickrelay/contracts/destinations/destinations';

import { authStore } from '@/lib/auth/auth-store';
import { memberWith, ok, subscription } from '@/test/billing-fixtures';
import {
  brokerSettings,
  destinationView,
  relayView,
  SIGNING_SECRET,
} from '@/test/execution-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { delivery, webhookView } from '@/test/webhook-fixtures';

import MembershipWebhookPage from './membership-webhook-page';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => events.restore());

function backend(
  items: DestinationView[] = [],
  routes: Record<string, FakeHandler | FakeReply> = {},
  telegramBot: string | null = 'TickRelayBot',
) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': ok({ items: [], nextCursor: null }),
    'GET /api/broker': ok(brokerSettings()),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
    'GET /api/destinations': ok({ items, telegramBot }),
    ...routes,
  });
}

const render = (path = '/membership/webhook') =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

const form = () => screen.getByTestId('destination-form');
const type = (label: string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

async function openForm() {
  fireEvent.click(await screen.findByTestId('destination-add'));
  return form();
}

describe('Destinations: the list', () => {
  it('shows each destination’s kind, name, target and last result with its code’s docs', async () => {
    backend([
      destinationView({
        lastResult: {
          status: 'failed',
          code: 'DESTINATION_TIMEOUT',
          at: '2026-03-02T14:30:00.000Z',
        },
      }),
      destinationView({
        id: 'dest-2',
        kind: 'discord',
        label: 'Desk',
        target: 'discord.com/api/webhooks/123/…',
        notifyFailures: true,
      }),
    ]);
    await render();
    const [https, discord] = await screen.findAllByTestId('destination');
    expect(within(https!).getByRole('img', { name: 'HTTPS endpoint' })).toBeInTheDocument();
    expect(https).toHaveTextContent('My server');
    expect(https).toHaveTextContent('https://hooks.example.com/tickrelay');
    expect(within(https!).getByTestId('relay-status')).toHaveTextContent('Failed');
    expect(within(https!).getByTestId('relay-code')).toHaveAttribute(
      'href',
      '/docs/errors/destination-timeout',
    );
    expect(within(discord!).getByRole('img', { name: 'Discord' })).toBeInTheDocument();
    expect(discord).toHaveTextContent('nothing sent yet');
    expect(discord).toHaveTextContent('Failure notices');
  });

  it('says when the limit is reached instead of offering to add', async () => {
    backend(Array.from({ length: 5 }, (_, index) => destinationView({ id: `d${index}` })));
    await render();
    expect(await screen.findByTestId('destinations-limit')).toHaveTextContent(
      'limit of 5 destinations',
    );
    expect(screen.queryByTestId('destination-add')).toBeNull();
  });

  it('keeps each destination’s last result live from the deliveries’ relays', async () => {
    backend([destinationView()]);
    await render();
    await screen.findByTestId('destination');
    act(() =>
      events.latest().emit(
        'delivery',
        delivery({
          relays: [
            relayView({ status: 'retrying', code: 'DESTINATION_HTTP_ERROR', httpStatus: 502 }),
          ],
        }),
      ),
    );
    expect(within(screen.getByTestId('destination')).getByTestId('relay-status')).toHaveTextContent(
      'Retrying',
    );
  });
  it('takes a relays event into the log’s row and the destination’s last result', async () => {
    const row = delivery({
      id: 'd-relayed',
      relays: [relayView({ status: 'pending', attempts: 0, httpStatus: null })],
    });
    backend([destinationView()], {
      'GET /api/webhook/deliveries': ok({ items: [row], nextCursor: null }),
    });
    await render();
    await screen.findByTestId('destination');
    expect(await screen.findByTestId('delivery-relay-summary')).toHaveTextContent('1 pending');
    act(() =>
      events.latest().emit('relays', {
        deliveryId: 'd-relayed',
        relays: [
          relayView({
            status: 'retrying',
            code: 'DESTINATION_HTTP_ERROR',
            httpStatus: 502,
            updatedAt: '2026-03-02T14:31:00.000Z',
          }),
        ],
      }),
    );
    expect(screen.getByTestId('delivery-relay-summary')).toHaveTextContent('1 retrying');
    expect(within(screen.getByTestId('destination')).getByTestId('relay-status')).toHaveTextContent(
      'Retrying',
    );
  });
});

describe('Destinations: adding one', () => {
  it('checks the fields of each kind before sending', async () => {
    const api = backend();
    await render();
    await openForm();
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-label-error')).toHaveTextContent('Required.');
    expect(screen.getByTestId('destination-url-error')).toHaveTextContent('Required.');
    type('HTTPS URL', 'http://hooks.example.com/x');
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-url-error')).toHaveTextContent('starts with https://');
    type('HTTPS URL', 'https://me:pw@hooks.example.com/x');
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-url-error')).toHaveTextContent('user name and password');
    type('HTTPS URL', 'https://hooks.example.com:8443/x');
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-url-error')).toHaveTextContent('only use port 443');

    fireEvent.click(within(form()).getByLabelText('Discord'));
    type('Discord webhook URL', 'https://example.com/api/webhooks/1/abc');
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-url-error')).toHaveTextContent('Discord webhook URL');

    expect(api.callsTo('POST /api/destinations')).toHaveLength(0);
  });

  it('shows the https signing secret once, with a copy button and a warning', async () => {
    const created = destinationView({ id: 'new', label: 'Signals' });
    const api = backend([], {
      'POST /api/destinations': ok({ destination: created, signingSecret: SIGNING_SECRET }, 201),
    });
    await render();
    await openForm();
    type('Name', ' Signals ');
    type('HTTPS URL', 'https://hooks.example.com/tickrelay');
    fireEvent.click(screen.getByTestId('destination-submit'));
    const notice = await screen.findByTestId('signing-secret');
    expect(api.callsTo('POST /api/destinations')[0]?.body).toEqual({
      kind: 'https',
      label: 'Signals',
      url: 'https://hooks.example.com/tickrelay',
      notifyFailures: false,
    });
    expect(screen.getByTestId('signing-secret-value')).toHaveTextContent(SIGNING_SECRET);
    expect(notice).toHaveTextContent('It is shown this once');
    expect(notice).toHaveTextContent('X-TickRelay-Signature');
    expect(
      within(notice).getByRole('button', { name: 'Copy the signing secret' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('destination')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('signing-secret-dismiss'));
    expect(screen.queryByTestId('signing-secret')).toBeNull();
    expect(document.body).not.toHaveTextContent(SIGNING_SECRET);
  });

  it('adds a Telegram chat without a chat id, then shows the bot’s one-time link until linked', async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const api = backend([], {
      'POST /api/destinations': ok(
        {
          destination: destinationView({ kind: 'telegram', target: '', link: 'waiting' }),
          signingSecret: null,
          telegramLink: {
            code: 'c0de_c0de',
            url: 'https://t.me/TickRelayBot?start=c0de_c0de',
            expiresAt,
          },
        },
        201,
      ),
    });
    await render();
    await openForm();
    fireEvent.click(within(form()).getByLabelText('Telegram'));
    expect(screen.getByTestId('telegram-bot')).toHaveTextContent('you get a link to @TickRelayBot');
    expect(within(form()).queryByLabelText(/Chat id/)).toBeNull();
    type('Name', 'Phone');
    fireEvent.click(within(form()).getByLabelText(/Also send failure notices here/));
    fireEvent.click(screen.getByTestId('destination-submit'));
    await waitFor(() => expect(screen.queryByTestId('destination-form')).toBeNull());
    expect(api.callsTo('POST /api/destinations')[0]?.body).toEqual({
      kind: 'telegram',
      label: 'Phone',
      notifyFailures: true,
    });
    expect(screen.queryByTestId('signing-secret')).toBeNull();
    const panel = screen.getByTestId('telegram-link');
    expect(within(panel).getByTestId('telegram-link-waiting')).toHaveTextContent(
      'Waiting for link',
    );
    expect(within(panel).getByTestId('telegram-link-url')).toHaveAttribute(
      'href',
      'https://t.me/TickRelayBot?start=c0de_c0de',
    );
    expect(within(panel).getByTestId('telegram-link-command')).toHaveTextContent(
      '/start c0de_c0de',
    );
    expect(panel).toHaveTextContent('Nothing is sent to this destination');
  });

  it('asks for a new link for a Telegram destination still waiting', async () => {
    const api = backend([destinationView({ kind: 'telegram', target: '', link: 'waiting' })], {
      'POST /api/destinations/dest-1/telegram-link': ok({
        code: 'n3w',
        url: 'https://t.me/TickRelayBot?start=n3w',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    });
    await render();
    const panel = await screen.findByTestId('telegram-link');
    expect(panel).toHaveTextContent('Ask for a link');
    fireEvent.click(within(panel).getByTestId('telegram-link-new'));
    expect(await within(panel).findByTestId('telegram-link-command')).toHaveTextContent(
      '/start n3w',
    );
    expect(api.callsTo('POST /api/destinations/dest-1/telegram-link')).toHaveLength(1);
  });

  it('cannot add Telegram when the platform has no bot', async () => {
    backend([], {}, null);
    await render();
    await openForm();
    fireEvent.click(within(form()).getByLabelText('Telegram'));
    expect(screen.getByTestId('telegram-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('destination-submit')).toBeDisabled();
  });

  it.each([
    [
      apiError(400, 'VALIDATION_FAILED', { url: 'DESTINATION_URL_INVALID' }),
      'destination-url-error',
      'starts with https://',
    ],
    [apiError(400, 'DESTINATION_URL_INVALID'), 'destination-url-error', 'starts with https://'],
    [
      apiError(400, 'VALIDATION_FAILED', { label: 'too_long' }),
      'destination-label-error',
      'At most 60 characters.',
    ],
    [
      apiError(409, 'DESTINATION_LIMIT_REACHED'),
      'destination-form-error',
      'limit of 5 destinations',
    ],
  ])('places the API’s answer (%#) where it belongs', async (reply, testId, text) => {
    backend([], { 'POST /api/destinations': reply });
    await render();
    await openForm();
    type('Name', 'Server');
    type('HTTPS URL', 'https://hooks.example.com/x');
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(await screen.findByTestId(testId)).toHaveTextContent(text);
  });

  it('in French', async () => {
    backend();
    await render('/fr/membership/webhook');
    await openForm();
    fireEvent.click(screen.getByTestId('destination-submit'));
    expect(screen.getByTestId('destination-label-error')).toHaveTextContent('Obligatoire.');
    expect(
      within(form()).getByRole('link', { name: /Le fonctionnement des destinations/ }),
    ).toHaveAttribute('href', '/fr/docs/destinations');
  });
});

describe('Destinations: each one', () => {
  it('sends a test and shows its result, with the code’s docs', async () => {
    const api = backend([destinationView()], {
      'POST /api/destinations/dest-1/test': ok({
        status: 'failed',
        code: 'DESTINATION_HTTP_ERROR',
        httpStatus: 401,
        durationMs: 84,
      }),
    });
    await render();
    fireEvent.click(await screen.findByTestId('destination-test'));
    const result = await screen.findByTestId('destination-test-result');
    expect(result).toHaveTextContent('The test was not delivered.');
    expect(result).toHaveTextContent('HTTP 401');
    expect(within(result).getByTestId('relay-code')).toHaveAttribute(
      'href',
      '/docs/errors/destination-http-error',
    );
    expect(api.callsTo('POST /api/destinations/dest-1/test')).toHaveLength(1);
  });

  it('turns failure notices on here and off on the other one', async () => {
    const api = backend(
      [destinationView({ notifyFailures: true }), destinationView({ id: 'dest-2', label: 'Desk' })],
      {
        'PATCH /api/destinations/dest-2': ok(
          destinationView({ id: 'dest-2', label: 'Desk', notifyFailures: true }),
        ),
      },
    );
    await render();
    const [first, second] = await screen.findAllByTestId('destination');
    expect(within(first!).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(second!).getByRole('switch'));
    await waitFor(() =>
      expect(within(second!).getByRole('switch')).toHaveAttribute('aria-checked', 'true'),
    );
    expect(within(first!).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(api.callsTo('PATCH /api/destinations/dest-2')[0]?.body).toEqual({
      notifyFailures: true,
    });
  });

  it('renames, rotates the secret (shown once) and removes after confirming', async () => {
    const api = backend([destinationView()], {
      'PATCH /api/destinations/dest-1': (body) => ok(destinationView(body as object)),
      'POST /api/destinations/dest-1/rotate-secret': ok({ signingSecret: SIGNING_SECRET }),
      'DELETE /api/destinations/dest-1': { status: 204 },
    });
    await render();
    fireEvent.click(await screen.findByTestId('destination-rename-open'));
    const rename = screen.getByTestId('destination-rename');
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: '' } });
    fireEvent.submit(rename);
    expect(within(rename).getByText('Required.')).toBeInTheDocument();
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Prod server' } });
    fireEvent.submit(rename);
    await waitFor(() =>
      expect(screen.getByTestId('destination-label')).toHaveTextContent('Prod server'),
    );
    expect(api.callsTo('PATCH /api/destinations/dest-1')[0]?.body).toEqual({
      label: 'Prod server',
    });

    fireEvent.click(screen.getByTestId('destination-rotate'));
    fireEvent.click(within(screen.getByRole('dialog')).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('signing-secret-value')).toHaveTextContent(SIGNING_SECRET);

    fireEvent.click(screen.getByTestId('destination-remove'));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Prod server”?' });
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('destinations-empty')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/destinations/dest-1')).toHaveLength(1);
  });
});
