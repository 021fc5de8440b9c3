/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';

import { useRecaptcha } from '@/lib/guards/recaptcha-context';
import { RECAPTCHA_SCRIPT_ID, resetRecaptchaLoader } from '@/lib/guards/recaptcha-loader';
import { RequireRecaptcha } from '@/lib/guards/require-recaptcha';
import { renderWithApp } from '@/test/render-with-app';

import { RecaptchaNotice } from './recaptcha-notice';

function Page() {
  const { status, token, action, getToken } = useRecaptcha();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="token">{token ?? 'none'}</p>
      <p data-testid="action">{action}</p>
      <button type="button" disabled={status !== 'ready'} onClick={() => void getToken()}>
        protected
      </button>
      <RecaptchaNotice />
    </div>
  );
}

afterEach(() => {
  resetRecaptchaLoader();
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
});

// The guard and the notice that tells the visitor what it is doing.
describe('RequireRecaptcha with the RecaptchaNotice', () => {
  it('without a site key: no script, unavailable, the action disabled, a notice', async () => {
    await renderWithApp(
      <RequireRecaptcha action="renew_subscription" siteKey="">
        <Page />
      </RequireRecaptcha>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('unavailable');
    expect(screen.getByRole('button', { name: 'protected' })).toBeDisabled();
    expect(screen.getByTestId('recaptcha-unavailable')).toHaveTextContent(
      'Verification unavailable',
    );
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
  });

  it('with a site key: loads the v3 script once, gets a token for the action, shows the legal text', async () => {
    await renderWithApp(
      <RequireRecaptcha action="renew_subscription" siteKey="site-key-1">
        <Page />
      </RequireRecaptcha>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');

    const execute = jest.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('token')).toHaveTextContent('token-1');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: RENEW_SUBSCRIPTION_ACTION });
    expect(screen.getByTestId('recaptcha-legal')).toHaveTextContent('protected by reCAPTCHA');

    await userEvent.click(screen.getByRole('button', { name: 'protected' }));
    expect(screen.getByTestId('token')).toHaveTextContent('token-2');
    expect(document.querySelectorAll(`#${RECAPTCHA_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('a script that fails to load is an error and keeps the action disabled', async () => {
    await renderWithApp(
      <RequireRecaptcha action="renew_subscription" siteKey="site-key-1">
        <Page />
      </RequireRecaptcha>,
      { path: '/fr' },
    );
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByRole('button', { name: 'protected' })).toBeDisabled();
    expect(screen.getByTestId('recaptcha-error')).toHaveTextContent(
      'vérification humaine a échoué',
    );
  });

  it.each([
    ['/', 'Local verification (development)', 'stops no bots'],
    ['/fr', 'Vérification locale (développement)', 'n’arrête aucun robot'],
  ])(
    "local provider (%s): the api's script without a site key, a token, and a notice that verification is local",
    async (path, title, text) => {
      await renderWithApp(
        <RequireRecaptcha action="renew_subscription" siteKey="" provider="local">
          <Page />
        </RequireRecaptcha>,
        { path },
      );
      const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
      expect(script.getAttribute('src')).toBe('/api/recaptcha/local.js');
      const execute = jest.fn().mockResolvedValue('lr1.local-token');
      window.grecaptcha = { ready: (callback) => callback(), execute };
      act(() => {
        script.dispatchEvent(new Event('load'));
      });

      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
      expect(screen.getByTestId('token')).toHaveTextContent('lr1.local-token');
      expect(execute).toHaveBeenCalledWith('', { action: RENEW_SUBSCRIPTION_ACTION });
      expect(screen.getByRole('button', { name: 'protected' })).toBeEnabled();
      const notice = screen.getByTestId('recaptcha-local');
      expect(notice).toHaveTextContent(title);
      expect(notice).toHaveTextContent(text);
      // Google has no part in it: none of its legal text, no unavailable notice.
      expect(screen.queryByTestId('recaptcha-legal')).toBeNull();
      expect(screen.queryByTestId('recaptcha-unavailable')).toBeNull();
    },
  );

  it('local provider whose api refuses a token: an error, the action disabled', async () => {
    await renderWithApp(
      <RequireRecaptcha action="renew_subscription" siteKey="" provider="local">
        <Page />
      </RequireRecaptcha>,
    );
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: jest.fn().mockRejectedValue(new Error('local reCAPTCHA: HTTP 429')),
    };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByRole('button', { name: 'protected' })).toBeDisabled();
    expect(screen.getByTestId('recaptcha-error')).toHaveTextContent('Human verification failed');
    expect(screen.getByTestId('recaptcha-local')).toBeInTheDocument();
  });
});
