/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { RECAPTCHA_SCRIPT_ID, resetRecaptchaLoader } from '@/lib/guards/recaptcha-loader';
import { RequireRecaptcha } from '@/lib/guards/require-recaptcha';
import { ada, apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import RenewSubscriptionPage from './renew-subscription-page';

let tokens = 0;
const execute = jest.fn((_key: string, { action }: { action: string }) =>
  Promise.resolve(`test-ok:${action}:${++tokens}`),
);

async function renderRenew(path = '/renew-subscription') {
  const result = await renderWithApp(
    <RequireRecaptcha action="renew_subscription" siteKey="site-key">
      <RenewSubscriptionPage />
    </RequireRecaptcha>,
    { path },
  );
  const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
  window.grecaptcha = { ready: (callback) => callback(), execute };
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return result;
}

beforeEach(() => {
  execute.mockClear();
  authStore.setUser(ada);
});
afterEach(() => {
  resetRecaptchaLoader();
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
});

describe('renew subscription page', () => {
  it('sends a fresh renew_subscription token and shows the recorded renewal', async () => {
    const api = mockApi({
      'POST /api/subscription/renew': {
        status: 201,
        body: { renewalId: 'ren-42', status: 'pending_payment' },
      },
    });
    await renderRenew();
    const submit = screen.getByTestId('renew-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByTestId('recaptcha-legal')).toHaveTextContent('protected by reCAPTCHA');
    await userEvent.click(submit);
    const recorded = await screen.findByTestId('renew-recorded');
    expect(recorded).toHaveTextContent('Renewal request recorded');
    expect(recorded).toHaveAttribute('data-status', 'pending_payment');
    expect(screen.getByTestId('renew-reference')).toHaveTextContent('ren-42');
    // The token of the page load is not reused: a second one is asked for the request.
    expect(execute).toHaveBeenCalledTimes(2);
    expect(api.callsTo('POST /api/subscription/renew')[0]?.body).toEqual({
      recaptchaToken: 'test-ok:renew_subscription:2',
    });
  });

  it.each([
    ['RECAPTCHA_FAILED', 403, 'La vérification humaine a échoué'],
    ['RECAPTCHA_UNAVAILABLE', 503, 'momentanément indisponible'],
  ])('%s is explained (in French)', async (code, status, text) => {
    mockApi({ 'POST /api/subscription/renew': apiError(status, code) });
    await renderRenew('/fr/renew-subscription');
    await waitFor(() => expect(screen.getByTestId('renew-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('renew-submit'));
    expect(await screen.findByTestId('renew-error')).toHaveTextContent(text);
    expect(screen.queryByTestId('renew-recorded')).toBeNull();
  });

  it('a visitor is asked to sign in first and cannot send', async () => {
    authStore.setUser(null);
    const api = mockApi({});
    await renderRenew();
    expect(screen.getByTestId('renew-signin')).toHaveTextContent('Sign in to renew');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Frenew-subscription',
    );
    await waitFor(() => expect(execute).toHaveBeenCalled());
    expect(screen.getByTestId('renew-submit')).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });
});
