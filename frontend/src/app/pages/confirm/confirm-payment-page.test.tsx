/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';

import { PENDING_TIMEOUT_MS } from '@/features/confirm/checkout-status-view';
import { authStore } from '@/lib/auth/auth-store';
import { checkout, memberWith, ok, subscription } from '@/test/billing-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';

import ConfirmPage from './confirm-payment-page';

const trialing = memberWith(
  subscription({
    status: 'trialing',
    trialEndsAt: '2030-05-08T12:00:00.000Z',
    currentPeriodEnd: '2030-05-08T12:00:00.000Z',
    entitledUntil: '2030-05-08T12:00:00.000Z',
  }),
);
const active = memberWith(
  subscription({
    status: 'active',
    currency: 'eur',
    amount: 45000,
    plan: 'yearly',
    currentPeriodEnd: '2031-05-01T12:00:00.000Z',
    entitledUntil: '2031-05-01T13:00:00.000Z',
  }),
);

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => {
  events.restore();
  jest.useRealTimers();
});

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({ 'GET /api/subscription': ok(trialing), ...routes });
}

const render = (path = '/confirm-payment?checkout=co-1') =>
  renderWithApp(<ConfirmPage />, { path, pattern: path.startsWith('/fr') ? '/fr/*' : '/*' });

const card = () => screen.getByTestId('payment-state');
const stateIs = (state: string) =>
  waitFor(() => expect(card()).toHaveAttribute('data-state', state));
const push = (view: ReturnType<typeof checkout>) =>
  act(() => events.latest().emit('checkout', view));

describe('/confirm-payment?checkout=<id>: what the API says, live', () => {
  it('pending with a spinner, then trialing with its dates as the stream says paid', async () => {
    const api = backend();
    await render();
    expect(events.latest().url).toBe('/api/subscription/checkouts/co-1/events');
    expect(screen.getByTestId('payment-spinner')).toBeInTheDocument();
    push(checkout());
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Waiting for your payment');
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('co-1');
    expect(api.callsTo('GET /api/subscription')).toHaveLength(0);

    push(checkout({ status: 'paid' }));
    await stateIs('paid');
    expect(events.latest().closed).toBe(true);
    expect(await screen.findByTestId('payment-body')).toHaveTextContent(
      'Nothing was charged today. Your trial runs until May 8, 2030; then $49.00 / month',
    );
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Your free trial has started');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Free trial');
    expect(screen.getByTestId('to-dashboard')).toHaveAttribute('href', '/membership/dashboard');
  });

  it('paid and active, in French, with the renewal date and the price', async () => {
    backend({ 'GET /api/subscription': ok(active) });
    await render('/fr/confirm-payment?checkout=co-1');
    push(checkout({ status: 'paid', trialDays: 0 }));
    await stateIs('paid');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Paiement confirmé');
    expect(await screen.findByTestId('payment-body')).toHaveTextContent(
      /Votre abonnement est actif\. Prochain renouvellement le 1 mai 2031 : 450,00\s€ \/ an\./,
    );
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Actif');
    expect(screen.getByTestId('to-dashboard')).toHaveAttribute('href', '/fr/membership/dashboard');
  });

  it.each([
    ['declined', 'Your card was declined', 'Try again'],
    ['authentication_failed', 'Your bank could not confirm it was you', 'Try again'],
    ['expired', 'This payment link has expired', 'Choose a plan again'],
  ] as const)(
    '%s ends on a clear page with a way back to the plans',
    async (status, title, action) => {
      backend();
      await render();
      push(checkout({ status }));
      await stateIs(status);
      expect(screen.getByTestId('page-heading')).toHaveTextContent(title);
      expect(screen.getByTestId('payment-retry')).toHaveTextContent(action);
      expect(screen.getByTestId('payment-retry')).toHaveAttribute('href', '/renew-subscription');
      expect(events.latest().closed).toBe(true);
    },
  );

  it('declined, in French, says what to do', async () => {
    backend();
    await render('/fr/confirm-payment?checkout=co-1');
    push(checkout({ status: 'declined' }));
    await stateIs('declined');
    expect(card()).toHaveTextContent('Vérifiez les informations de la carte');
    expect(screen.getByTestId('payment-retry')).toHaveAttribute('href', '/fr/renew-subscription');
  });
});

describe('/confirm-payment: when the stream breaks', () => {
  it('reads the checkout instead (fallback polling)', async () => {
    const api = backend({
      'GET /api/subscription/checkouts/co-1': ok(checkout({ status: 'authentication_failed' })),
    });
    await render();
    act(() => events.latest().fail());
    await stateIs('authentication_failed');
    expect(events.latest().closed).toBe(true);
    expect(api.callsTo('GET /api/subscription/checkouts/co-1')).toHaveLength(1);
  });

  it('an unknown checkout (404) is said, not polled again', async () => {
    const api = backend({
      'GET /api/subscription/checkouts/co-1': apiError(404, 'NOT_FOUND'),
    });
    await render();
    act(() => events.latest().fail());
    await stateIs('notFound');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('We cannot find this payment');
    expect(api.callsTo('GET /api/subscription/checkouts/co-1')).toHaveLength(1);
  });

  it('keeps polling while pending until the checkout is paid', async () => {
    jest.useFakeTimers();
    let reads = 0;
    backend({
      'GET /api/subscription/checkouts/co-1': () =>
        ok(checkout({ status: ++reads < 3 ? 'pending' : 'paid' })),
    });
    await render();
    act(() => events.latest().fail());
    await waitFor(() => expect(reads).toBe(1));
    expect(card()).toHaveAttribute('data-state', 'pending');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await stateIs('paid');
    expect(reads).toBe(3);
    expect(await screen.findByTestId('payment-body')).toHaveTextContent('Your trial runs until');
  });

  it('a server error says it could not check, and the next read recovers', async () => {
    jest.useFakeTimers();
    let reads = 0;
    backend({
      'GET /api/subscription/checkouts/co-1': () =>
        ++reads === 1 ? apiError(502, 'HTTP_502') : ok(checkout({ status: 'declined' })),
    });
    await render();
    act(() => events.latest().fail());
    // The client's own retry (one, for reads) answers the second read.
    await stateIs('declined');
  });
});

describe('/confirm-payment: timeouts and what the address says', () => {
  it(`after ${PENDING_TIMEOUT_MS / 1000} s pending, says what to do`, async () => {
    jest.useFakeTimers();
    backend();
    await render();
    push(checkout());
    expect(card()).toHaveAttribute('data-state', 'pending');
    await act(() => jest.advanceTimersByTimeAsync(PENDING_TIMEOUT_MS));
    expect(card()).toHaveAttribute('data-state', 'slow');
    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'This is taking longer than usual',
    );
    expect(card()).toHaveTextContent('Refresh this page in a minute');
    expect(screen.getByRole('link', { name: 'View my subscription' })).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    // Still live: a late confirmation replaces the message.
    push(checkout({ status: 'paid' }));
    await stateIs('paid');
    expect(await screen.findByTestId('payment-body')).toHaveTextContent('Your trial runs until');
  });

  it.each(['/confirm-payment?status=success', '/confirm-payment?status=success&session_id=cs_1'])(
    '%s shows no success to a member and calls nothing',
    async (path) => {
      const api = backend();
      await render(path);
      expect(card()).toHaveAttribute('data-state', 'missing');
      expect(card()).not.toHaveTextContent(/confirmed|active|received/i);
      expect(api.calls).toHaveLength(0);
      expect(events.instances()).toHaveLength(0);
    },
  );

  it('a visitor is asked to sign in and comes back to the same checkout', async () => {
    authStore.setUser(null);
    const api = backend();
    await render('/fr/confirm-payment?checkout=co-1');
    expect(card()).toHaveAttribute('data-state', 'signin');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/signin?redirect=%2Ffr%2Fconfirm-payment%3Fcheckout%3Dco-1',
    );
    expect(api.calls).toHaveLength(0);
    expect(events.instances()).toHaveLength(0);
  });
});
