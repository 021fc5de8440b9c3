/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { browserNavigation } from '@/lib/external-navigation';
import * as toasts from '@/lib/toast/notify';
import {
  inDays,
  invoice,
  membership,
  memberWith,
  ok,
  planList,
  subscription,
} from '@/test/billing-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import MembershipSubscriptionPage from './membership-subscription-page';

const PERIOD_END = '2030-06-15T12:00:00.000Z';
const active = subscription({ currentPeriodEnd: PERIOD_END, entitledUntil: PERIOD_END });

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(active)),
    'GET /api/subscription/invoices': ok({ invoices: [] }),
    'GET /api/billing/plans': ok(planList),
    ...routes,
  });
}

const render = (path = '/membership/subscription') =>
  renderWithApp(<MembershipSubscriptionPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/membership/subscription' : '/membership/subscription',
    routes: [{ path: '/renew-subscription', element: <p>renew page</p> }],
  });

const badge = () => screen.findByTestId('subscription-status');
let assign: jest.SpyInstance;

beforeEach(() => {
  authStore.setUser(ada);
  jest.spyOn(toasts, 'notifySuccess').mockImplementation(() => 'id');
  jest.spyOn(toasts, 'notifyError').mockImplementation(() => 'id');
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('subscription page: what the API says', () => {
  it.each([
    [
      'trialing',
      subscription({ status: 'trialing', trialEndsAt: PERIOD_END, currentPeriodEnd: PERIOD_END }),
      'Free trial',
      'trialEnds',
      'Trial ends',
    ],
    ['active', active, 'Active', 'renews', 'Renews on'],
    [
      'past_due',
      subscription({ status: 'past_due', graceEndsAt: PERIOD_END }),
      'Payment due',
      'graceEnds',
      'Pay before',
    ],
    [
      'canceled',
      subscription({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END }),
      'Ending',
      'endsOn',
      'Access until',
    ],
    [
      'expired',
      subscription({ status: 'expired', currentPeriodEnd: PERIOD_END, entitledUntil: null }),
      'Expired',
      'ended',
      'Ended on',
    ],
  ])('%s: badge, plan, price and its date', async (_status, sub, label, kind, dateLabel) => {
    backend({ 'GET /api/subscription': ok(memberWith(sub)) });
    await render();
    expect(await badge()).toHaveTextContent(label);
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('subscription-price')).toHaveTextContent('$49.00 / month');
    const date = screen.getByTestId('subscription-date');
    expect(date).toHaveAttribute('data-kind', kind);
    expect(date).toHaveTextContent('Jun 15, 2030');
    expect(screen.getByText(dateLabel)).toBeInTheDocument();
  });

  it('past_due warns to fix the card before the grace ends', async () => {
    backend({
      'GET /api/subscription': ok(
        memberWith(subscription({ status: 'past_due', graceEndsAt: PERIOD_END })),
      ),
    });
    await render();
    expect(await screen.findByTestId('subscription-past-due')).toHaveTextContent(
      'Your last payment failed. Update your card in the billing portal before Jun 15, 2030',
    );
  });

  it('in French: yearly plan, euros and dates in French', async () => {
    const yearly = subscription({
      plan: 'yearly',
      currency: 'eur',
      amount: 45000,
      currentPeriodEnd: PERIOD_END,
    });
    backend({ 'GET /api/subscription': ok(memberWith(yearly)) });
    await render('/fr/membership/subscription');
    expect(await badge()).toHaveTextContent('Actif');
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Annuel');
    expect(screen.getByTestId('subscription-price')).toHaveTextContent(/^450,00\s€ \/ an$/);
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('15 juin 2030');
    expect(screen.getByTestId('subscription-change')).toHaveTextContent(
      'Passer à la formule Mensuel',
    );
  });

  it('no subscription: an empty state with the way to the plans', async () => {
    backend({ 'GET /api/subscription': ok(membership()) });
    const { router } = await render();
    const empty = await screen.findByTestId('subscription-empty');
    expect(empty).toHaveTextContent('You have no subscription');
    await userEvent.click(within(empty).getByTestId('subscribe-link'));
    expect(router.state.location.pathname).toBe('/renew-subscription');
  });

  it('expired: the way to subscribe again, no cancel or resume', async () => {
    backend({
      'GET /api/subscription': ok(
        memberWith(
          subscription({ status: 'expired', currentPeriodEnd: inDays(-2), entitledUntil: null }),
        ),
      ),
    });
    await render();
    expect(await screen.findByTestId('subscribe-link')).toHaveAttribute(
      'href',
      '/renew-subscription',
    );
    expect(screen.queryByTestId('subscription-cancel')).toBeNull();
    expect(screen.queryByTestId('subscription-resume')).toBeNull();
  });

  it('a subscription that cannot be loaded is said, with a retry', async () => {
    let fail = true;
    backend({
      'GET /api/subscription': () =>
        fail ? apiError(500, 'INTERNAL_ERROR') : ok(memberWith(active)),
    });
    await render();
    expect(await screen.findByTestId('subscription-error')).toHaveTextContent(
      'Your subscription could not be loaded.',
    );
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await badge()).toHaveTextContent('Active');
  });
});

describe('subscription page: cancel, resume, change plan, portal', () => {
  it('cancels at period end after a confirmation, then offers to resume', async () => {
    const cancelled = memberWith({ ...active, status: 'canceled', cancelAtPeriodEnd: true });
    const api = backend({ 'POST /api/subscription/cancel': ok(cancelled) });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-cancel'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep your access until Jun 15, 2030');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/subscription/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('subscription-cancel'));
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/subscription/cancel')).toHaveLength(1);
    expect(await badge()).toHaveTextContent('Ending');
    expect(screen.getByTestId('subscription-ending')).toHaveTextContent(
      'you keep your access until Jun 15, 2030',
    );
    expect(toasts.notifySuccess).toHaveBeenCalledWith(
      'Your subscription will end on Jun 15, 2030.',
    );
    expect(screen.queryByTestId('subscription-cancel')).toBeNull();
    expect(screen.getByTestId('subscription-resume')).toBeInTheDocument();
  });

  it('a refused cancellation is shown in the dialog', async () => {
    backend({ 'POST /api/subscription/cancel': apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE') });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-cancel'));
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-error')).toHaveTextContent(
      'The payment service is not available right now',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('resumes a cancelled subscription', async () => {
    const ending = { ...active, status: 'canceled' as const, cancelAtPeriodEnd: true };
    const api = backend({
      'GET /api/subscription': ok(memberWith(ending)),
      'POST /api/subscription/resume': ok(memberWith(active)),
    });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-resume'));
    await waitFor(() =>
      expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active'),
    );
    expect(api.callsTo('POST /api/subscription/resume')).toHaveLength(1);
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Your subscription continues.');
    expect(screen.getByTestId('subscription-cancel')).toBeInTheDocument();
  });

  it('a resume the API refuses (409, already ended) is explained', async () => {
    const ending = { ...active, status: 'canceled' as const, cancelAtPeriodEnd: true };
    backend({
      'GET /api/subscription': ok(memberWith(ending)),
      'POST /api/subscription/resume': apiError(409, 'CONFLICT'),
    });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-resume'));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'This subscription has already ended, so it cannot be resumed. Start a new one instead.',
      ),
    );
  });

  it('switches to the yearly plan at the server’s price after a confirmation', async () => {
    const yearly = memberWith({ ...active, plan: 'yearly', amount: 49000 });
    const api = backend({ 'POST /api/subscription/plan': ok(yearly) });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-change'));
    const dialog = screen.getByRole('dialog', { name: 'Switch to the Yearly plan?' });
    expect(dialog).toHaveTextContent('Your plan becomes Yearly at $490.00 / year');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Yearly'),
    );
    expect(api.callsTo('POST /api/subscription/plan')[0]?.body).toEqual({ plan: 'yearly' });
    expect(screen.getByTestId('subscription-price')).toHaveTextContent('$490.00 / year');
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Your plan is now Yearly.');
  });

  it('opens the billing portal the API names', async () => {
    const url = 'http://app.test/api/payments/sandbox/portal/sess_1';
    backend({ 'POST /api/subscription/portal': ok({ url }) });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-portal'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
  });

  it('a portal that cannot open is explained', async () => {
    backend({ 'POST /api/subscription/portal': apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE') });
    await render();
    await userEvent.click(await screen.findByTestId('subscription-portal'));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('subscription page: invoices', () => {
  it('lists each invoice with its amount, status and documents', async () => {
    backend({
      'GET /api/subscription/invoices': ok({
        invoices: [
          invoice(),
          invoice({
            id: 'in-2',
            number: null,
            status: 'open',
            currency: 'eur',
            amount: 4500,
            hostedUrl: 'https://billing.example/in-2',
            pdfUrl: null,
          }),
        ],
      }),
    });
    await render();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('TR-0001');
    expect(rows[0]).toHaveTextContent('Mar 4, 2026');
    expect(rows[0]).toHaveTextContent('$49.00');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(within(rows[0]!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      'https://billing.example/invoices/in-1',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://billing.example/invoices/in-1.pdf',
    );
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('€45.00');
    expect(rows[1]).toHaveTextContent('Open');
    expect(within(rows[1]!).queryByRole('link', { name: 'PDF' })).toBeNull();
  });

  it('no invoices yet: an empty state', async () => {
    backend();
    await render();
    expect(await screen.findByTestId('billing-empty')).toHaveTextContent('No invoices yet');
  });

  it('invoices that cannot be loaded are said (in French)', async () => {
    backend({ 'GET /api/subscription/invoices': apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE') });
    await render('/fr/membership/subscription');
    expect(await screen.findByTestId('invoices-error')).toHaveTextContent(
      'Vos factures n’ont pas pu être chargées.',
    );
  });
});
