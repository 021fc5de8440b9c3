/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { browserNavigation } from '@/lib/external-navigation';
import { RECAPTCHA_SCRIPT_ID, resetRecaptchaLoader } from '@/lib/guards/recaptcha-loader';
import { RequireRecaptcha } from '@/lib/guards/require-recaptcha';
import {
  checkout,
  membership,
  memberWith,
  ok,
  planList,
  subscription,
} from '@/test/billing-fixtures';
import { ada, apiError, mockApi, type FakeReply } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import RenewSubscriptionPage from './renew-subscription-page';

let tokens = 0;
const execute = jest.fn((_key: string, { action }: { action: string }) =>
  Promise.resolve(`test-ok:${action}:${++tokens}`),
);
const CHECKOUT_URL = 'http://app.test/api/payments/sandbox/checkout/cs_1';
let assign: jest.SpyInstance;

function backend(routes: Record<string, FakeReply> = {}) {
  return mockApi({
    'GET /api/billing/plans': ok(planList),
    'GET /api/subscription': ok(membership()),
    'POST /api/subscription/checkout': ok({ checkout: checkout(), url: CHECKOUT_URL }, 201),
    ...routes,
  });
}

async function renderRenew(path = '/renew-subscription') {
  const result = await renderWithApp(
    <RequireRecaptcha action="renew_subscription" siteKey="site-key">
      <RenewSubscriptionPage />
    </RequireRecaptcha>,
    {
      path,
      routes: [
        { path: '/membership/subscription', element: <p>subscription page</p> },
        { path: '/fr/membership/subscription', element: <p>page abonnement</p> },
      ],
    },
  );
  const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
  window.grecaptcha = { ready: (callback) => callback(), execute };
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return result;
}

const submit = () => screen.getByTestId('renew-submit');
const ready = () => waitFor(() => expect(submit()).toBeEnabled());

beforeEach(() => {
  execute.mockClear();
  tokens = 0;
  authStore.setUser(ada);
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  resetRecaptchaLoader();
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
});

describe('renew subscription page: plans', () => {
  it('shows the server’s prices in the member’s currency, with the trial, in English', async () => {
    backend();
    await renderRenew();
    await ready();
    expect(screen.getByTestId('plan-price-monthly')).toHaveTextContent('$49.00 / month');
    expect(screen.getByTestId('plan-price-yearly')).toHaveTextContent('$490.00 / year');
    expect(screen.getByTestId('plan-saving')).toHaveTextContent('Save 17%');
    expect(screen.getByLabelText('Currency')).toHaveValue('usd');
    expect(screen.getByTestId('renew-trial')).toHaveTextContent(
      'Start with a 7-day free trial: nothing is charged today. Then $49.00 / month',
    );
    expect(submit()).toHaveTextContent('Start my free trial');
  });

  it('formats them in French and starts from the membership’s currency (EUR)', async () => {
    backend({ 'GET /api/subscription': ok(membership({ currency: 'eur' })) });
    await renderRenew('/fr/renew-subscription');
    await ready();
    expect(screen.getByLabelText('Devise')).toHaveValue('eur');
    expect(screen.getByTestId('plan-price-monthly')).toHaveTextContent(/^45,00\s€ \/ mois$/);
    expect(screen.getByTestId('plan-price-yearly')).toHaveTextContent(/^450,00\s€ \/ an$/);
    expect(screen.getByTestId('plan-saving')).toHaveTextContent(/^17\s%\sd’économie$/);
    expect(submit()).toHaveTextContent('Commencer mon essai gratuit');
  });

  it('changing the currency changes every amount', async () => {
    backend();
    await renderRenew();
    await ready();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'eur');
    expect(screen.getByTestId('plan-price-monthly')).toHaveTextContent('€45.00 / month');
    expect(screen.getByTestId('plan-price-yearly')).toHaveTextContent('€450.00 / year');
  });

  it('no trial for a member who had one: the charge is said instead', async () => {
    backend({
      'GET /api/subscription': ok(
        memberWith(subscription({ status: 'expired', entitledUntil: null })),
      ),
    });
    await renderRenew();
    await ready();
    expect(screen.queryByTestId('renew-trial')).toBeNull();
    expect(screen.getByTestId('renew-charge')).toHaveTextContent(
      'You pay $49.00 / month from today, until you cancel.',
    );
    expect(submit()).toHaveTextContent('Continue to payment');
  });

  it('plans that cannot be loaded are said, with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/billing/plans': () => (fail ? apiError(500, 'INTERNAL_ERROR') : ok(planList)),
      'GET /api/subscription': ok(membership()),
    });
    await renderRenew();
    expect(await screen.findByTestId('plans-error')).toHaveTextContent(
      'The plans could not be loaded.',
    );
    expect(submit()).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.queryByTestId('plans-error')).toBeNull();
  });
});

describe('renew subscription page: checkout', () => {
  it('posts the chosen plan and currency with a fresh token, then opens the provider’s page', async () => {
    const api = backend();
    await renderRenew();
    await ready();
    await userEvent.click(screen.getByTestId('plan-option-yearly'));
    expect(within(screen.getByTestId('plan-option-yearly')).getByRole('radio')).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'eur');
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    // The token of the page load is not reused: a second one is asked for the request.
    expect(execute).toHaveBeenCalledTimes(2);
    expect(api.callsTo('POST /api/subscription/checkout')[0]?.body).toEqual({
      plan: 'yearly',
      currency: 'eur',
      recaptchaToken: 'test-ok:renew_subscription:2',
    });
    expect(submit()).toBeDisabled();
  });

  it('ALREADY_SUBSCRIBED is explained with a link to the subscription page', async () => {
    backend({ 'POST /api/subscription/checkout': apiError(409, 'ALREADY_SUBSCRIBED') });
    const { router } = await renderRenew();
    await ready();
    await userEvent.click(submit());
    expect(await screen.findByTestId('renew-error')).toHaveTextContent(
      'You already have a subscription running',
    );
    await userEvent.click(screen.getByTestId('renew-subscription-link'));
    expect(router.state.location.pathname).toBe('/membership/subscription');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['RECAPTCHA_FAILED', 403, 'La vérification humaine a échoué'],
    ['RECAPTCHA_UNAVAILABLE', 503, 'momentanément indisponible'],
    ['PAYMENT_PROVIDER_UNAVAILABLE', 503, 'Le service de paiement est indisponible'],
    ['TOO_MANY_REQUESTS', 429, 'Trop de tentatives'],
    ['ALREADY_SUBSCRIBED', 409, 'Vous avez déjà un abonnement en cours'],
  ])('%s is explained in French', async (code, status, text) => {
    backend({ 'POST /api/subscription/checkout': apiError(status, code) });
    await renderRenew('/fr/renew-subscription');
    await ready();
    await userEvent.click(submit());
    expect(await screen.findByTestId('renew-error')).toHaveTextContent(text);
    expect(assign).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('a 429 without our code still says to wait', async () => {
    backend({ 'POST /api/subscription/checkout': apiError(429, 'HTTP_429') });
    await renderRenew();
    await ready();
    await userEvent.click(submit());
    expect(await screen.findByTestId('renew-error')).toHaveTextContent('Too many attempts');
  });

  it('a visitor sees the prices, is asked to sign in and cannot send', async () => {
    authStore.setUser(null);
    const api = backend();
    await renderRenew();
    expect(await screen.findByTestId('plan-price-monthly')).toHaveTextContent('$49.00 / month');
    expect(screen.getByTestId('renew-signin')).toHaveTextContent('Sign in to subscribe');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Frenew-subscription',
    );
    await waitFor(() => expect(execute).toHaveBeenCalled());
    expect(submit()).toBeDisabled();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/billing/plans']);
  });
});
