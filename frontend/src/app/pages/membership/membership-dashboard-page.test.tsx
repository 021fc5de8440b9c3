/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { SUMMARY_REFRESH_MS } from '@/features/deliveries/use-live-summary';
import { authStore } from '@/lib/auth/auth-store';
import { membership, memberWith, ok, subscription } from '@/test/billing-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { delivery, paperAccount, summaryView, webhookView } from '@/test/webhook-fixtures';

import MembershipDashboardPage from './membership-dashboard-page';

const PERIOD_END = '2030-06-15T12:00:00.000Z';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => {
  events.restore();
  jest.useRealTimers();
});

/** The webhook summary and the paper account, as a member with no alert yet has them. */
const quiet = {
  'GET /api/webhook/summary': ok(summaryView()),
  'GET /api/paper/account': ok(paperAccount()),
  'GET /api/broker': ok({ executionTarget: 'paper', connection: null }),
};

describe('dashboard: the subscription card', () => {
  it('shows the status and renewal date the API gives, with a link to manage it', async () => {
    mockApi({
      ...quiet,
      'GET /api/subscription': ok(memberWith(subscription({ currentPeriodEnd: PERIOD_END }))),
    });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('Renews on Jun 15, 2030');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
  });

  it('a trial, in French', async () => {
    mockApi({
      ...quiet,
      'GET /api/subscription': ok(
        memberWith(subscription({ status: 'trialing', trialEndsAt: PERIOD_END })),
      ),
    });
    await renderWithApp(<MembershipDashboardPage />, { path: '/fr/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Essai gratuit');
    expect(screen.getByTestId('subscription-date')).toHaveTextContent(
      'Fin de l’essai 15 juin 2030',
    );
  });

  it('no subscription: says so and links to the plans', async () => {
    mockApi({ ...quiet, 'GET /api/subscription': ok(membership()) });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('No subscription');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/renew-subscription',
    );
  });

  it('a failed read is not shown as a status', async () => {
    mockApi({ ...quiet, 'GET /api/subscription': apiError(500, 'INTERNAL_ERROR') });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Could not load');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
  });
});

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({ 'GET /api/subscription': ok(memberWith(subscription())), ...quiet, ...routes });
}

const render = (path = '/membership/dashboard') =>
  renderWithApp(<MembershipDashboardPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

const stream = () => events.latest();
const position = {
  contract: 'MESM2026',
  root: 'MES',
  quantity: 2,
  averagePrice: '6012.50',
  lastPrice: '6015.00',
  unrealizedPnl: '25.00',
};

describe('dashboard: the figures', () => {
  it('alerts today, 24 h success rate and the last delivery, from the API', async () => {
    const last = delivery({ status: 'stale', receivedAt: new Date().toISOString() });
    backend({
      'GET /api/webhook/summary': ok(
        summaryView({
          alertsToday: 1234,
          successRate24h: 0.975,
          lastDelivery: last,
          latest: [last],
        }),
      ),
    });
    await render();
    await waitFor(() => expect(screen.getByTestId('alerts-today')).toHaveTextContent('1,234'));
    expect(screen.getByTestId('success-rate')).toHaveTextContent('97.5%');
    const lastCard = screen.getByTestId('last-delivery');
    expect(within(lastCard).getByTestId('delivery-status')).toHaveTextContent('Stale');
    expect(lastCard).toHaveTextContent('buy 2 MES1! · just now');
    expect(screen.queryByText('Not connected')).toBeNull();
  });

  it('in French, formatted the French way', async () => {
    backend({
      'GET /api/webhook/summary': ok(summaryView({ alertsToday: 1234, successRate24h: 0.975 })),
    });
    await render('/fr/membership/dashboard');
    await waitFor(() => expect(screen.getByTestId('alerts-today')).toHaveTextContent(/^1\s234$/));
    expect(screen.getByTestId('success-rate')).toHaveTextContent(/^97,5\s%$/);
    expect(screen.getByTestId('last-delivery')).toHaveTextContent('Aucune pour le moment');
  });

  it('no alert in 24 h: no rate, zero today, and how to set up the webhook', async () => {
    backend();
    await render();
    expect(await screen.findByTestId('alerts-empty')).toBeInTheDocument();
    expect(screen.getByTestId('success-rate')).toHaveTextContent('No alerts');
    expect(screen.getByTestId('alerts-today')).toHaveTextContent('0');
  });

  it('a failed read of the figures says so instead of showing zeros', async () => {
    backend({ 'GET /api/webhook/summary': apiError(500, 'INTERNAL_ERROR') });
    await render();
    expect(await screen.findByTestId('summary-error', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('alerts-today')).toHaveTextContent('—');
  });
});

describe('dashboard: live from the member stream', () => {
  it('a delivery shows up in the latest deliveries and the counts at once, then the API’s figures follow', async () => {
    const api = backend({
      'GET /api/webhook/summary': () =>
        api.callsTo('GET /api/webhook/summary').length > 2
          ? ok(summaryView({ alertsToday: 1, successRate24h: 1 }))
          : ok(summaryView()),
    });
    await render();
    await screen.findByTestId('alerts-empty');
    expect(stream().url).toBe('/api/webhook/events');
    expect(stream().withCredentials).toBe(true);
    act(() => stream().emit('open', null));
    await waitFor(() => expect(api.callsTo('GET /api/webhook/summary')).toHaveLength(2));

    const alert = delivery({ id: 'live-1', receivedAt: new Date().toISOString() });
    act(() => stream().emit('delivery', { ...alert, status: 'received' }));
    const table = screen.getByTestId('latest-table');
    expect(within(table).getAllByTestId('delivery-row')).toHaveLength(1);
    expect(screen.getByTestId('alerts-today')).toHaveTextContent('1');
    act(() => stream().emit('delivery', alert));
    expect(screen.getByTestId('alerts-today')).toHaveTextContent('1');
    expect(
      within(screen.getByTestId('last-delivery')).getByTestId('delivery-status'),
    ).toHaveTextContent('Executed');
    expect(screen.queryByTestId('alerts-empty')).toBeNull();

    await waitFor(() => expect(api.callsTo('GET /api/webhook/summary')).toHaveLength(3), {
      timeout: SUMMARY_REFRESH_MS + 1000,
    });
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(within(screen.getByTestId('latest-table')).getAllByTestId('delivery-row')).toHaveLength(
      1,
    );
  });

  it('keeps the latest five', async () => {
    const latest = Array.from({ length: 5 }, (_, n) =>
      delivery({ id: `old-${n}`, receivedAt: `2026-03-0${n + 1}T10:00:00.000Z` }),
    ).reverse();
    backend({ 'GET /api/webhook/summary': ok(summaryView({ latest, lastDelivery: latest[0]! })) });
    await render();
    await screen.findByTestId('latest-table');
    act(() =>
      stream().emit('delivery', delivery({ id: 'new', receivedAt: new Date().toISOString() })),
    );
    const rows = within(screen.getByTestId('latest-table')).getAllByTestId('delivery-row');
    expect(rows.map((row) => row.getAttribute('data-delivery-id'))).toEqual([
      'new',
      'old-4',
      'old-3',
      'old-2',
      'old-1',
    ]);
  });

  it('the paper account follows its events', async () => {
    backend();
    await render();
    expect(await screen.findByTestId('paper-equity')).toHaveTextContent('$100,000.00');
    act(() =>
      stream().emit(
        'paper',
        paperAccount({
          equity: '100025.00',
          unrealizedPnl: '25.00',
          positions: [position],
          updatedAt: '2026-03-02T15:00:00.000Z',
        }),
      ),
    );
    expect(screen.getByTestId('paper-equity')).toHaveTextContent('$100,025.00');
    expect(screen.getByTestId('paper-unrealized')).toHaveTextContent('+$25.00');
    const row = screen.getByTestId('paper-position');
    expect(row).toHaveTextContent('MESM2026');
    expect(row).toHaveTextContent('Long 2');
    expect(row).toHaveTextContent('6,012.50');
    expect(row).toHaveTextContent('6,015.00');
  });

  it('the kill switch from another tab', async () => {
    backend();
    await render();
    const killSwitch = await screen.findByRole('switch', { name: /kill switch/ });
    expect(killSwitch).toHaveAttribute('aria-checked', 'false');
    act(() => stream().emit('webhook', webhookView({ paused: true })));
    expect(killSwitch).toHaveAttribute('aria-checked', 'true');
  });
});

describe('dashboard: actions', () => {
  it('the kill switch pauses execution', async () => {
    const api = backend({ 'PATCH /api/webhook': (body) => ok(webhookView(body as object)) });
    await render();
    const killSwitch = await screen.findByRole('switch', { name: /kill switch/ });
    fireEvent.click(killSwitch);
    await waitFor(() => expect(killSwitch).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PATCH /api/webhook')[0]?.body).toEqual({ paused: true });
  });

  it('flatten all, after a confirmation', async () => {
    const api = backend({
      'GET /api/paper/account': ok(
        paperAccount({
          positions: [{ ...position, quantity: -1 }],
          updatedAt: '2026-03-02T15:00:00.000Z',
        }),
      ),
      'POST /api/paper/flatten': ok(
        paperAccount({ realizedPnl: '-12.50', updatedAt: '2026-03-02T15:01:00.000Z' }),
      ),
    });
    await render();
    expect(await screen.findByTestId('paper-position')).toHaveTextContent('Short 1');
    fireEvent.click(screen.getByTestId('paper-flatten'));
    const dialog = screen.getByRole('dialog', { name: 'Flatten every position?' });
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('paper-flattened')).toBeInTheDocument();
    expect(api.callsTo('POST /api/paper/flatten')[0]?.body).toEqual({});
    expect(screen.getByTestId('paper-no-positions')).toBeInTheDocument();
    expect(screen.getByTestId('paper-realized')).toHaveTextContent('-$12.50');
  });

  it('a lapsed member sees the state but cannot change it', async () => {
    backend({
      'GET /api/subscription': ok(membership()),
      'GET /api/paper/account': ok(paperAccount({ positions: [position] })),
    });
    await render();
    await screen.findByTestId('paper-position');
    await waitFor(() => expect(screen.getByRole('switch', { name: /kill switch/ })).toBeDisabled());
    expect(screen.getByTestId('dashboard-kill-switch')).toHaveTextContent(
      'Available with an active subscription.',
    );
    expect(screen.queryByTestId('paper-flatten')).toBeNull();
  });
});
