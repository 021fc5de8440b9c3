/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADINGVIEW_SOURCE_ADDRESSES } from '@tickrelay/contracts/webhooks/deliveries';

import { authStore } from '@/lib/auth/auth-store';
import { membership, memberWith, ok, subscription } from '@/test/billing-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { delivery, TOKEN, webhookView } from '@/test/webhook-fixtures';

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

const page = (items = [delivery({ id: 'd-old' })], nextCursor: string | null = null) =>
  ok({ items, nextCursor });

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': page(),
    'GET /api/broker': ok({ executionTarget: 'paper', connection: null }),
    'GET /api/destinations': ok({ items: [], telegramBot: null }),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
    ...routes,
  });
}

/** The query strings the log was read with. */
const logQueries = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://app.test'))
    .filter((url) => url.pathname === '/api/webhook/deliveries')
    .map((url) => Object.fromEntries(url.searchParams));

const render = (path = '/membership/webhook') =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

const rows = () => screen.queryAllByTestId('delivery-row');
const stream = () => events.latest();

describe('/membership/webhook: the URL', () => {
  it('is hidden until shown, and copied as the full URL', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    backend();
    await render();
    const url = await screen.findByTestId('webhook-url');
    expect(url).toHaveAttribute('data-shown', 'false');
    expect(url).not.toHaveTextContent(TOKEN);
    expect(url).toHaveTextContent('https://tickrelay.example/api/hooks/');
    expect(url).toHaveTextContent('(hidden)');

    const toggle = screen.getByTestId('webhook-url-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(url).toHaveTextContent(`https://tickrelay.example/api/hooks/${TOKEN}`);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(url).not.toHaveTextContent(TOKEN);

    fireEvent.click(screen.getByRole('button', { name: 'Copy the webhook URL' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`https://tickrelay.example/api/hooks/${TOKEN}`),
    );
  });

  it('rotates with a 24 h grace by default, or revokes at once', async () => {
    const rotated = webhookView({
      url: 'https://tickrelay.example/api/hooks/NEW',
      previousValidUntil: '2099-03-03T10:00:00.000Z',
    });
    const api = backend({ 'POST /api/webhook/rotate': ok(rotated) });
    await render();
    fireEvent.click(await screen.findByTestId('webhook-rotate'));
    const dialog = screen.getByRole('dialog', { name: 'Create a new webhook URL?' });
    expect(within(dialog).getByLabelText('Keep it working for 24 hours')).toBeChecked();
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await screen.findByTestId('webhook-rotated');
    expect(api.callsTo('POST /api/webhook/rotate')[0]?.body).toEqual({ graceHours: 24 });
    expect(screen.getByTestId('webhook-grace')).toHaveTextContent(
      'Your previous URL keeps working until',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('webhook-rotate'));
    fireEvent.click(screen.getByTestId('rotate-revoke'));
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(api.callsTo('POST /api/webhook/rotate')).toHaveLength(2));
    expect(api.callsTo('POST /api/webhook/rotate')[1]?.body).toEqual({ graceHours: 0 });
  });

  it('a failed rotation is said in the dialog, which stays open', async () => {
    backend({ 'POST /api/webhook/rotate': apiError(403, 'SUBSCRIPTION_REQUIRED') });
    await render();
    fireEvent.click(await screen.findByTestId('webhook-rotate'));
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-error')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('/membership/webhook: settings', () => {
  it('the allowlist lists TradingView’s four addresses and is switched with PATCH', async () => {
    const api = backend({
      'PATCH /api/webhook': (body) => ok(webhookView(body as object)),
    });
    await render();
    const allowlist = await screen.findByRole('switch', {
      name: 'Accept only TradingView’s addresses',
    });
    const addresses = screen.getByRole('list', { name: 'TradingView’s addresses' });
    expect(
      within(addresses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...TRADINGVIEW_SOURCE_ADDRESSES]);
    expect(allowlist).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(allowlist);
    await waitFor(() => expect(allowlist).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PATCH /api/webhook')[0]?.body).toEqual({ allowlistEnabled: true });
  });

  it('the kill switch pauses execution', async () => {
    const api = backend({ 'PATCH /api/webhook': (body) => ok(webhookView(body as object)) });
    await render();
    const killSwitch = await screen.findByRole('switch', { name: /kill switch/ });
    fireEvent.click(killSwitch);
    await waitFor(() => expect(killSwitch).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PATCH /api/webhook')[0]?.body).toEqual({ paused: true });
    expect(screen.getByText(/Paused: alerts are logged as paused/)).toBeInTheDocument();
  });

  it('default max_lag: checked before it is sent', async () => {
    const api = backend({ 'PATCH /api/webhook': (body) => ok(webhookView(body as object)) });
    await render();
    const input = await screen.findByLabelText('Default max_lag (seconds)');
    expect(input).toHaveValue('300');
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('webhook-max-lag-error')).toHaveTextContent(
      'Enter a whole number of seconds from 5 to 86,400.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH /api/webhook')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Default max_lag saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/webhook')[0]?.body).toEqual({ defaultMaxLagSeconds: 90 });
  });

  it('a change made elsewhere arrives through the stream', async () => {
    backend();
    await render();
    const killSwitch = await screen.findByRole('switch', { name: /kill switch/ });
    act(() => stream().emit('webhook', webhookView({ paused: true })));
    expect(killSwitch).toHaveAttribute('aria-checked', 'true');
  });
});

describe('/membership/webhook: test alert, samples, alert builder', () => {
  it('sends a test alert; its delivery appears in the log live, highlighted and announced', async () => {
    const api = backend({ 'POST /api/webhook/test': ok({ id: 'd-test' }, 202) });
    await render();
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => stream().emit('open', null));

    fireEvent.click(screen.getByTestId('webhook-send-test'));
    expect(await screen.findByTestId('webhook-test-sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhook/test')).toHaveLength(1);

    const test = delivery({
      id: 'd-test',
      test: true,
      status: 'received',
      receivedAt: '2026-03-02T15:00:00.000Z',
      executedLatencyMs: null,
      brokerResult: null,
    });
    act(() => stream().emit('delivery', test));
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveAttribute('data-delivery-id', 'd-test');
    expect(rows()[0]).toHaveAttribute('data-highlight', 'true');
    expect(rows()[0]).toHaveAttribute('data-live', 'true');
    expect(within(rows()[0]!).getByTestId('delivery-status')).toHaveTextContent('Received');
    expect(within(rows()[0]!).getByText('Test')).toBeInTheDocument();

    act(() => stream().emit('delivery', { ...test, status: 'executed', executedLatencyMs: 38 }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByTestId('delivery-status')).toHaveTextContent('Executed');
    expect(within(rows()[0]!).getByText('done 38 ms')).toBeInTheDocument();
    expect(screen.getByTestId('deliveries-announcer')).toHaveTextContent(
      'New delivery, buy 2 MES1!: Executed.',
    );
    expect(screen.getByTestId('deliveries-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it('links to the alert builder asking for my URL, never putting it in the address', async () => {
    backend();
    await render();
    const link = await screen.findByTestId('webhook-open-builder');
    expect(link).toHaveAttribute('href', '/tools/alert-builder?webhook=mine');
    expect(link.getAttribute('href')).not.toContain(TOKEN);
  });

  it('shows the sample alert, and other examples on request', async () => {
    backend();
    await render();
    await screen.findByTestId('webhook-url');
    const sample = screen.getByTestId('webhook-sample');
    expect(sample).toHaveTextContent('"ticker": "{{ticker}}"');
    fireEvent.change(screen.getByLabelText('Example'), { target: { value: 'limitBracket' } });
    expect(screen.getByTestId('webhook-sample')).toHaveTextContent('"takeProfit": { "ticks": 40 }');
  });
});

describe('/membership/webhook: the deliveries log', () => {
  it('shows each delivery with its status, latencies, code linked to its docs page, and details', async () => {
    backend({
      'GET /api/webhook/deliveries': page([
        delivery({
          id: 'd-stale',
          status: 'stale',
          code: 'ALERT_STALE',
          executedLatencyMs: null,
          brokerResult: null,
          rawBody: '{"ticker":"MES1!","time":"2026-03-02T14:00:00Z"}',
        }),
        delivery({ id: 'd-ok' }),
      ]),
    });
    await render();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const stale = rows()[0]!;
    expect(within(stale).getByTestId('delivery-status')).toHaveTextContent('Stale');
    expect(within(stale).getByText('ack 3 ms')).toBeInTheDocument();
    const code = within(stale).getByTestId('delivery-code');
    expect(code).toHaveAttribute('href', '/docs/errors/alert-stale');
    expect(code).toHaveAccessibleName(
      'ALERT_STALE: Older than max_lag when it arrived (documentation)',
    );

    const toggle = within(stale).getByTestId('delivery-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('delivery-details');
    expect(toggle).toHaveAttribute('aria-controls', details.closest('tr')?.id);
    expect(within(details).getByTestId('delivery-raw-body')).toHaveTextContent(
      '{"ticker":"MES1!","time":"2026-03-02T14:00:00Z"}',
    );
    expect(details).toHaveTextContent('Not sent to the broker.');

    fireEvent.click(within(rows()[1]!).getByTestId('delivery-toggle'));
    const [, executed] = screen.getAllByTestId('delivery-details');
    expect(executed).toHaveTextContent('MESM2026');
    expect(within(executed!).getByTestId('broker-events')).toHaveTextContent(
      'Fill · Buy · 2 · market · at 6,012.50',
    );
  });

  it('filters by status, ticker and dates, in the address and the CSV link', async () => {
    // The router navigates in a transition, so React builds new FormData(form) on submit, which
    // the browser's FormData takes and Node's (jest-fixed-jsdom) refuses.
    jest.spyOn(globalThis, 'FormData').mockImplementation(() => new NodeFormData());
    const api = backend();
    await render();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByLabelText('Ticker'), { target: { value: ' mnq ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    fireEvent.submit(screen.getByTestId('deliveries-filters'));

    const from = new Date(2026, 2, 1).toISOString();
    const to = new Date(2026, 2, 3).toISOString();
    await waitFor(() =>
      expect(logQueries(api).at(-1)).toEqual({
        status: 'rejected',
        ticker: 'mnq',
        from,
        to,
        limit: '25',
      }),
    );
    const csv = new URL(
      screen.getByTestId('deliveries-csv').getAttribute('href')!,
      'http://app.test',
    );
    expect(csv.pathname).toBe('/api/webhook/deliveries.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      status: 'rejected',
      ticker: 'mnq',
      from,
      to,
    });

    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(logQueries(api).at(-1)).toEqual({ limit: '25' }));
    expect(screen.getByTestId('deliveries-csv')).toHaveAttribute(
      'href',
      '/api/webhook/deliveries.csv',
    );
  });

  it('refuses a ticker the API would not take', async () => {
    backend();
    await render();
    await screen.findByTestId('webhook-url');
    fireEvent.change(screen.getByLabelText('Ticker'), { target: { value: 'MES 1' } });
    expect(screen.getByTestId('filter-ticker-error')).toHaveTextContent(
      'Letters, digits, _ : and ! only',
    );
    expect(screen.getByTestId('filters-apply')).toBeDisabled();
  });

  it('refuses an end date before the start date', async () => {
    backend();
    await render();
    await screen.findByTestId('webhook-url');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByTestId('filter-to-error')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    expect(screen.getByTestId('filters-apply')).toBeDisabled();
  });

  it('a live delivery that does not match the filters stays out', async () => {
    backend({ 'GET /api/webhook/deliveries': page([]) });
    await render('/membership/webhook?status=rejected');
    expect(await screen.findByTestId('deliveries-empty')).toHaveTextContent(
      'No delivery matches these filters.',
    );
    act(() => stream().emit('delivery', delivery({ status: 'executed' })));
    expect(rows()).toHaveLength(0);
    act(() => stream().emit('delivery', delivery({ status: 'rejected' })));
    expect(rows()).toHaveLength(1);
  });

  it('loads older pages with the cursor until the end', async () => {
    const first = delivery({ id: 'first', receivedAt: '2026-03-02T12:00:00.000Z' });
    const older = delivery({ id: 'older', receivedAt: '2026-03-01T12:00:00.000Z' });
    const api = backend({
      'GET /api/webhook/deliveries': () =>
        logQueries(api).at(-1)?.cursor === 'c-2' ? page([older]) : page([first], 'c-2'),
    });
    await render();
    fireEvent.click(await screen.findByTestId('deliveries-older'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(logQueries(api).at(-1)).toEqual({ cursor: 'c-2', limit: '25' });
    expect(rows()[1]).toHaveAttribute('data-delivery-id', 'older');
    expect(screen.getByTestId('deliveries-end')).toHaveTextContent('No older deliveries.');
    expect(screen.queryByTestId('deliveries-older')).toBeNull();
  });

  it('reads the log again after a fresh connection of the stream', async () => {
    const api = backend();
    await render();
    await waitFor(() => expect(logQueries(api)).toHaveLength(1));
    act(() => stream().emit('open', null));
    await waitFor(() => expect(logQueries(api)).toHaveLength(2));
  });

  it('an empty log says how to fill it', async () => {
    backend({ 'GET /api/webhook/deliveries': page([]) });
    await render();
    expect(await screen.findByTestId('deliveries-empty')).toHaveTextContent('No deliveries yet');
  });

  it('a failed read says so, and retries', async () => {
    let fail = true;
    backend({
      'GET /api/webhook/deliveries': () =>
        fail ? apiError(500, 'INTERNAL_ERROR') : page([delivery()]),
    });
    await render();
    const error = await screen.findByTestId('deliveries-error', {}, { timeout: 3000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('/membership/webhook: a lapsed member', () => {
  it('is told why, with the way to renew, still reads the log, and keeps only the URL card', async () => {
    backend({ 'GET /api/subscription': ok(membership()) });
    await render();
    const notice = await screen.findByTestId('webhook-lapsed');
    expect(notice).toHaveTextContent('Your subscription is not active');
    expect(notice).toHaveTextContent('7 days after your subscription ended, they are refused');
    expect(screen.getByTestId('webhook-renew-link')).toHaveAttribute('href', '/renew-subscription');
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Rotation and revocation stay open; settings and test alerts need a subscription.
    expect(await screen.findByTestId('webhook-url')).toBeInTheDocument();
    expect(screen.getByTestId('webhook-lapsed-manage')).toHaveTextContent(
      'You can still rotate or revoke your URL',
    );
    expect(screen.getByTestId('webhook-rotate')).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-send-test')).toBeNull();
    expect(
      screen.queryByRole('switch', { name: 'Accept only TradingView’s addresses' }),
    ).toBeNull();
  });

  it('can revoke their URL at once, and is told of the rotation limit', async () => {
    const revoked = webhookView({ url: 'https://tickrelay.example/api/hooks/NEW' });
    let calls = 0;
    const api = backend({
      'GET /api/subscription': ok(membership()),
      'POST /api/webhook/rotate': () =>
        (calls += 1) === 1 ? ok(revoked) : apiError(429, 'WEBHOOK_ROTATION_LIMITED'),
    });
    await render();
    fireEvent.click(await screen.findByTestId('webhook-rotate'));
    fireEvent.click(screen.getByTestId('rotate-revoke'));
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('webhook-rotated')).toHaveTextContent(
      'The old one no longer works.',
    );
    expect(api.callsTo('POST /api/webhook/rotate')[0]?.body).toEqual({ graceHours: 0 });

    fireEvent.click(screen.getByTestId('webhook-rotate'));
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-error')).toHaveTextContent(
      'You have created too many new URLs for now (5 an hour, 20 a day).',
    );
  });

  it('without a URL of their own (never subscribed), sees the notice only', async () => {
    backend({
      'GET /api/subscription': ok(membership()),
      'GET /api/webhook': apiError(403, 'SUBSCRIPTION_REQUIRED'),
    });
    await render();
    expect(await screen.findByTestId('webhook-lapsed')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('webhook-url')).toBeNull();
    expect(screen.queryByTestId('webhook-lapsed-manage')).toBeNull();
  });

  it('in French, with the localised link', async () => {
    backend({ 'GET /api/subscription': ok(membership()) });
    await render('/fr/membership/webhook');
    expect(await screen.findByTestId('webhook-lapsed')).toHaveTextContent(
      'Votre abonnement n’est pas actif',
    );
    expect(await screen.findByTestId('webhook-lapsed-manage')).toHaveTextContent(
      'Vous pouvez toujours renouveler ou révoquer votre URL',
    );
    expect(screen.getByTestId('webhook-renew-link')).toHaveAttribute(
      'href',
      '/fr/renew-subscription',
    );
  });

  it('the API saying SUBSCRIPTION_REQUIRED shows the same notice', async () => {
    backend({ 'GET /api/webhook': apiError(403, 'SUBSCRIPTION_REQUIRED') });
    await render();
    expect(await screen.findByTestId('webhook-lapsed')).toBeInTheDocument();
  });
});

describe('/membership/webhook in French', () => {
  it('statuses, numbers, docs links and the builder link in French', async () => {
    backend({
      'GET /api/webhook/deliveries': page([
        delivery({ status: 'rejected', code: 'ALERT_INVALID', ackLatencyMs: 1200 }),
      ]),
    });
    await render('/fr/membership/webhook');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('delivery-status')).toHaveTextContent('Refusée');
    expect(within(rows()[0]!).getByText(/accusé 1\s200\sms/)).toBeInTheDocument();
    expect(within(rows()[0]!).getByTestId('delivery-code')).toHaveAttribute(
      'href',
      '/fr/docs/errors/alert-invalid',
    );
    expect(await screen.findByTestId('webhook-open-builder')).toHaveAttribute(
      'href',
      '/fr/tools/alert-builder?webhook=mine',
    );
    expect(screen.getByRole('heading', { name: 'Journal des réceptions' })).toBeInTheDocument();
  });
});
