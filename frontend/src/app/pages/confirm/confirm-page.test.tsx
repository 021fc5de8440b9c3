/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { ada, apiError, mockApi, signedIn } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import ConfirmPage from './confirm-payment-page';

beforeEach(() => {
  localStorage.clear();
  authStore.setUser(null);
});

const onboarding = (path: string) => ({ path, element: <p>onboarding page</p> });

describe('/confirm?token= (email confirmation)', () => {
  it('asks for the sign-up password, POSTs it with the token, signs in, opens the onboarding', async () => {
    const api = mockApi({ 'POST /api/auth/confirm': signedIn() });
    const { router } = await renderWithApp(<ConfirmPage />, {
      path: '/fr/confirm?token=tok-1',
      pattern: '/fr/confirm',
      routes: [onboarding('/fr/onboarding')],
    });
    // Opening the link spends nothing: the password decides whose sign-up it confirms.
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Confirmez votre e-mail');
    expect(api.calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'amber lighthouse quartet');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer et se connecter' }));
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/onboarding');
    expect(api.callsTo('POST /api/auth/confirm')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/confirm',
        body: { token: 'tok-1', password: 'amber lighthouse quartet' },
      },
    ]);
    expect(authStore.getState()).toEqual({ status: 'member', user: ada });
  });

  it('a wrong password shows under the field and the link stays usable', async () => {
    let answers = 0;
    const api = mockApi({
      'POST /api/auth/confirm': () =>
        answers++ === 0
          ? apiError(400, 'VALIDATION_FAILED', { password: 'incorrect' })
          : signedIn(),
    });
    const { router } = await renderWithApp(<ConfirmPage />, {
      path: '/confirm?token=tok-2',
      pattern: '/confirm',
      routes: [onboarding('/onboarding')],
    });
    await userEvent.type(screen.getByLabelText('Password'), 'not the one');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('This password is not correct.')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-error')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'amber lighthouse quartet');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(api.callsTo('POST /api/auth/confirm')).toHaveLength(2);
  });

  it('an expired link explains it and offers a new link by email', async () => {
    const api = mockApi({
      'POST /api/auth/confirm': apiError(400, 'TOKEN_EXPIRED'),
      'POST /api/auth/confirm/resend': { status: 202 },
    });
    await renderWithApp(<ConfirmPage />, { path: '/confirm?token=old', pattern: '/confirm' });
    await userEvent.type(screen.getByLabelText('Password'), 'amber lighthouse quartet');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('This link has expired.');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('We could not confirm your email');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm/resend')[0]?.body).toEqual({
      email: 'ada@example.com',
      locale: 'en',
    });
    expect(authStore.getState().status).toBe('visitor');
  });
});

describe('payment confirmation stays where it was', () => {
  it.each(['/confirm', '/confirm?status=success', '/confirm-payment?token=abc&status=success'])(
    '%s shows the payment confirmation, no success, and calls nothing',
    async (path) => {
      const api = mockApi({});
      await renderWithApp(<ConfirmPage />, { path });
      expect(screen.getByTestId('payment-state')).toHaveAttribute('data-state', 'missing');
      expect(screen.getByTestId('page-heading')).toHaveTextContent('No payment to confirm');
      expect(api.calls).toHaveLength(0);
    },
  );
});
