/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore, sessionClient } from '@/lib/auth/auth-store';
import { ada, apiError, mockApi, signedIn } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import PasswordResetPage from './password-reset-page';
import UpdatePasswordPage from './update-password-page';

beforeEach(() => {
  localStorage.clear();
  authStore.setUser(null);
});

describe('password reset page', () => {
  it('always answers "if an account exists", in the page language', async () => {
    const api = mockApi({ 'POST /api/auth/password-reset': { status: 202 } });
    await renderWithApp(<PasswordResetPage />, { path: '/fr/passwordreset' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByTestId('password-reset-sent')).toHaveTextContent(
      'Si un compte existe pour nobody@example.com',
    );
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      email: 'nobody@example.com',
      locale: 'fr',
    });
  });

  it('shows a rate limit and does not claim anything was sent', async () => {
    mockApi({ 'POST /api/auth/password-reset': apiError(429, 'TOO_MANY_REQUESTS') });
    await renderWithApp(<PasswordResetPage />, { path: '/passwordreset' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many attempts');
    expect(screen.queryByTestId('password-reset-sent')).toBeNull();
  });
});

describe('update password page', () => {
  it('with the emailed token: announces the recovery, sets the password and signs in', async () => {
    const api = mockApi({ 'POST /api/auth/update-password': signedIn() });
    const events: string[] = [];
    const stop = sessionClient.onAuthEvent((event) => events.push(event.type));
    const { router } = await renderWithApp(<UpdatePasswordPage />, {
      path: '/update-password?token=tok-1',
    });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    // The token left the URL before the page painted; the page still has it.
    expect(router.state.location.search).toBe('');
    await userEvent.type(screen.getByLabelText('New password'), 'kestrel harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByTestId('update-password-done')).toHaveTextContent(
      'you are signed in',
    );
    expect(api.callsTo('POST /api/auth/update-password')[0]?.body).toEqual({
      token: 'tok-1',
      password: 'kestrel harbor',
    });
    expect(authStore.getState()).toEqual({ status: 'member', user: ada });
    expect(events).toEqual(['PASSWORD_RECOVERY', 'SIGNED_IN']);
    stop();
  });

  it('an expired link says so and offers a new one', async () => {
    mockApi({ 'POST /api/auth/update-password': apiError(400, 'TOKEN_EXPIRED') });
    await renderWithApp(<UpdatePasswordPage />, { path: '/fr/update-password?token=old' });
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'kestrel harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await screen.findByTestId('password-form-error')).toHaveTextContent('Ce lien a expiré.');
    expect(screen.getByTestId('request-new-link')).toHaveAttribute('href', '/fr/passwordreset');
    expect(authStore.getState().status).toBe('visitor');
  });

  it('signed in without a token: changes the password with the current one', async () => {
    authStore.setUser(ada);
    const api = mockApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/auth/update-password': (body) =>
        (body as { currentPassword: string }).currentPassword === 'right-one'
          ? signedIn()
          : apiError(400, 'VALIDATION_FAILED', { currentPassword: 'incorrect' }),
    });
    await renderWithApp(<UpdatePasswordPage />, { path: '/update-password' });
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New password'), 'kestrel harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'This password is not correct.',
      ),
    );
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByTestId('update-password-done')).toHaveTextContent(
      'Your password was changed',
    );
    expect(api.callsTo('POST /api/auth/update-password')[1]?.body).toEqual({
      currentPassword: 'right-one',
      password: 'kestrel harbor',
    });
  });

  it('a visitor without a token is told where to get a link', async () => {
    mockApi({});
    await renderWithApp(<UpdatePasswordPage />, { path: '/update-password' });
    expect(await screen.findByTestId('update-password-no-token')).toHaveTextContent(
      'Open this page from the link',
    );
  });

  it('opened because another tab opened a recovery link, it says so', async () => {
    mockApi({});
    await renderWithApp(<UpdatePasswordPage />, { path: '/fr/update-password?recovery=other-tab' });
    expect(await screen.findByTestId('update-password-no-token')).toHaveTextContent(
      'ouvert dans un autre onglet',
    );
  });
});
