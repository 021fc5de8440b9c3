/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { authStore } from '@/lib/auth/auth-store';
import { memberWith, ok, subscription } from '@/test/billing-fixtures';
import { auditEntry, brokerSettings, relayView } from '@/test/execution-fixtures';
import { ada, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { delivery, webhookView } from '@/test/webhook-fixtures';

import MembershipWebhookPage from './membership-webhook-page';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => {
  events.restore();
  jest.restoreAllMocks();
});

const NodeFormData = globalThis.FormData;

const tradovateDelivery = delivery({
  id: 'd-tv',
  status: 'executed',
  executedOn: 'tradovate',
  brokerResult: {
    broker: 'tradovate',
    environment: 'demo',
    accountName: 'DEMO4471023',
    contract: 'MESM2026',
    events: [
      {
        kind: 'order_placed',
        side: 'buy',
        quantity: 2,
        orderType: 'limit',
        price: '6000.25',
        orderId: '555001',
      },
      {
        kind: 'rejected',
        code: 'ORDER_REFUSED',
        orderId: '555002',
        reason: 'Outside trading hours',
      },
    ],
    positionAfter: 0,
  },
  relays: [
    relayView(),
    relayView({
      destinationId: 'dest-2',
      kind: 'discord',
      label: 'Desk',
      status: 'retrying',
      attempts: 2,
      code: 'DESTINATION_HTTP_ERROR',
      httpStatus: 502,
    }),
  ],
});

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': ok({ items: [tradovateDelivery], nextCursor: null }),
    'GET /api/broker': ok(brokerSettings()),
    'GET /api/destinations': ok({ items: [], telegramBot: null }),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
    ...routes,
  });
}

const render = (path = '/membership/webhook') =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

describe('the log: executions at Tradovate and relays', () => {
  it('shows where it was executed, the relays at a glance, then each relay in the details', async () => {
    backend();
    await render();
    const row = await screen.findByTestId('delivery-row');
    expect(within(row).getByTestId('delivery-on')).toHaveTextContent('on Tradovate');
    expect(within(row).getByTestId('delivery-relay-summary')).toHaveTextContent(
      'Relays: 1 sent · 1 retrying',
    );
    fireEvent.click(within(row).getByTestId('delivery-toggle'));
    const details = screen.getByTestId('delivery-details');
    expect(within(details).getByTestId('delivery-executed-on')).toHaveTextContent(
      'Executed on: Tradovate',
    );
    expect(within(details).getByTestId('broker-name')).toHaveTextContent('Tradovate');
    expect(within(details).getByTestId('broker-result-environment')).toHaveTextContent('Demo');
    expect(within(details).getByTestId('broker-result-account')).toHaveTextContent('DEMO4471023');
    const brokerEvents = within(details).getByTestId('broker-events');
    expect(brokerEvents).toHaveTextContent('order 555001');
    expect(brokerEvents).toHaveTextContent('ORDER_REFUSED');
    expect(within(details).getByTestId('broker-event-reason')).toHaveTextContent(
      'Broker: “Outside trading hours”',
    );

    const relays = within(details).getAllByTestId('delivery-relay');
    expect(relays).toHaveLength(2);
    expect(relays[0]).toHaveTextContent('My server');
    expect(within(relays[0]!).getByRole('img', { name: 'HTTPS endpoint' })).toBeInTheDocument();
    expect(within(relays[0]!).getByTestId('relay-status')).toHaveTextContent('Sent');
    expect(within(relays[0]!).getByTestId('relay-attempts')).toHaveTextContent('attempt 1 of 5');
    expect(within(relays[1]!).getByTestId('relay-status')).toHaveTextContent('Retrying');
    expect(within(relays[1]!).getByTestId('relay-http')).toHaveTextContent('HTTP 502');
    expect(within(relays[1]!).getByTestId('relay-code')).toHaveAttribute(
      'href',
      '/docs/errors/destination-http-error',
    );
  });

  it('updates the relays live, and an older copy never sets them back', async () => {
    backend();
    await render();
    fireEvent.click(await screen.findByTestId('delivery-toggle'));
    const later = {
      ...tradovateDelivery,
      relays: [
        tradovateDelivery.relays[0]!,
        {
          ...tradovateDelivery.relays[1]!,
          status: 'sent' as const,
          attempts: 3,
          code: null,
          httpStatus: 200,
          updatedAt: '2026-03-02T14:30:09.000Z',
        },
      ],
    };
    act(() => events.latest().emit('delivery', later));
    const second = () => screen.getAllByTestId('delivery-relay')[1]!;
    expect(within(second()).getByTestId('relay-status')).toHaveTextContent('Sent');
    expect(within(second()).getByTestId('relay-attempts')).toHaveTextContent('attempt 3 of 5');
    expect(screen.getByTestId('delivery-relay-summary')).toHaveTextContent('Relays: 2 sent');

    act(() => events.latest().emit('delivery', tradovateDelivery));
    expect(within(second()).getByTestId('relay-status')).toHaveTextContent('Sent');
  });

  it('shows a relayed alert in its own words, colour and filter', async () => {
    const relayed = delivery({
      status: 'relayed',
      executedOn: null,
      brokerResult: null,
      relays: [relayView()],
    });
    const api = backend({
      'GET /api/webhook/deliveries': ok({ items: [relayed], nextCursor: null }),
    });
    await render();
    const badge = await screen.findByTestId('delivery-status');
    expect(badge).toHaveTextContent('Relayed');
    expect(badge).toHaveAttribute('data-status', 'relayed');
    fireEvent.click(screen.getByTestId('delivery-toggle'));
    expect(screen.getByTestId('delivery-details')).toHaveTextContent(
      'Execution is off (nowhere — relay only)',
    );

    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'Relayed' }),
    ).toHaveValue('relayed');
    // React builds new FormData(form) on a router submit, which Node's FormData refuses.
    jest.spyOn(globalThis, 'FormData').mockImplementation(() => new NodeFormData());
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'relayed' } });
    fireEvent.submit(screen.getByTestId('deliveries-filters'));
    await waitFor(() =>
      expect(
        api.fetchMock.mock.calls
          .map(
            ([input]) => new URL(input instanceof Request ? input.url : input, 'http://app.test'),
          )
          .filter((url) => url.pathname === '/api/webhook/deliveries')
          .at(-1)
          ?.searchParams.get('status'),
      ).toBe('relayed'),
    );
  });

  it('in French', async () => {
    backend();
    await render('/fr/membership/webhook');
    const row = await screen.findByTestId('delivery-row');
    expect(within(row).getByTestId('delivery-relay-summary')).toHaveTextContent(
      'Relais : 1 envoyé(s) · 1 en nouvel essai',
    );
    fireEvent.click(within(row).getByTestId('delivery-toggle'));
    expect(screen.getAllByTestId('relay-status')[1]).toHaveTextContent('Nouvel essai');
    expect(screen.getAllByTestId('relay-code')[0]).toHaveAttribute(
      'href',
      '/fr/docs/errors/destination-http-error',
    );
  });
});

describe('broker activity', () => {
  it('lists each action with its trigger, figures and code, and opens the alert’s delivery', async () => {
    const api = backend({
      'GET /api/broker/audit': ok({
        items: [
          auditEntry({ id: 'a1', deliveryId: 'd-tv' }),
          auditEntry({
            id: 'a2',
            at: '2026-03-02T14:29:00.000Z',
            action: 'order_rejected',
            code: 'ORDER_REFUSED',
            reason: 'Outside trading hours',
          }),
          auditEntry({
            id: 'a3',
            at: '2026-03-02T14:28:00.000Z',
            action: 'connection_tested',
            trigger: 'member',
            deliveryId: null,
            contract: null,
            side: null,
            quantity: null,
            price: null,
            orderType: null,
            orderId: null,
            code: 'BROKER_AUTH_FAILED',
          }),
        ],
        nextCursor: 'c2',
      }),
      'GET /api/webhook/deliveries/d-tv': ok(tradovateDelivery),
    });
    await render();
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Order filled');
    expect(rows[0]).toHaveTextContent('Tradovate Demo DEMO4471023');
    expect(rows[0]).toHaveTextContent('MESM2026');
    expect(rows[0]).toHaveTextContent('Buy');
    expect(rows[0]).toHaveTextContent('6,012.50');
    expect(rows[0]).toHaveTextContent('987654321');
    expect(rows[1]).toHaveTextContent('ORDER_REFUSED');
    expect(rows[1]).toHaveTextContent('Outside trading hours');
    expect(rows[2]).toHaveTextContent('You');
    expect(within(rows[2]!).getByRole('link', { name: /BROKER_AUTH_FAILED/ })).toHaveAttribute(
      'href',
      '/docs/errors/broker-auth-failed',
    );

    fireEvent.click(within(rows[0]!).getByTestId('audit-delivery'));
    const dialog = await screen.findByTestId('delivery-dialog');
    expect(await within(dialog).findByTestId('delivery-details')).toHaveTextContent('DEMO4471023');
    expect(api.callsTo('GET /api/webhook/deliveries/d-tv')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('delivery-dialog')).toBeNull();
    expect(screen.getByTestId('audit-older')).toBeInTheDocument();
  });

  it('reads the activity again shortly after a delivery was executed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const api = backend();
      await render();
      await screen.findByTestId('audit-empty');
      const before = api.callsTo('GET /api/broker/audit').length;
      act(() => events.latest().emit('delivery', { ...tradovateDelivery, id: 'd-new' }));
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(api.callsTo('GET /api/broker/audit').length).toBe(before + 1));
    } finally {
      jest.useRealTimers();
    }
  });
});
