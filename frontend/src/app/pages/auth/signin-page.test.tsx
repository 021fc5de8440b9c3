/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { SESSION_STORAGE_KEY } from '@/lib/auth/stored-session';
import { RequireGuest } from '@/lib/guards/require-guest';
import { trackLogin } from '@/lib/telemetry/telemetry';
import { ada, apiError, mockApi, signedIn } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import SignInPage from './signin-page';

jest.mock('@/lib/telemetry/telemetry', () => ({ trackLogin: jest.fn(), trackSignup: jest.fn() }));

beforeEach(() => {
  jest.mocked(trackLogin).mockClear();
  localStorage.clear();
  authStore.setUser(null);
});

async function fill(
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password' },
) {
  if (email) await userEvent.type(screen.getByLabelText(labels.email), email);
  if (password) await userEvent.type(screen.getByLabelText(labels.password), password);
}

describe('sign-in page', () => {
  it('validates on the client before calling the API', async () => {
    const api = mockApi({});
    await renderWithApp(<SignInPage />, { path: '/signin' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Sign in to TickRelay');
    await fill('not-an-email', '');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('email-error')).toHaveTextContent('Enter a valid email address.');
    expect(screen.getByTestId('password-error')).toHaveTextContent('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows wrong credentials under the password, in French, with the same words for both cases', async () => {
    const api = mockApi({ 'POST /api/auth/signin': apiError(401, 'INVALID_CREDENTIALS') });
    await renderWithApp(<SignInPage />, { path: '/fr/signin' });
    await fill('ada@example.com', 'wrong-password1', { email: 'E-mail', password: 'Mot de passe' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent(
      'E-mail ou mot de passe incorrect.',
    );
    expect(screen.queryByTestId('email-error')).toBeNull();
    expect(api.callsTo('POST /api/auth/signin')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'wrong-password1',
    });
    expect(authStore.getState().status).toBe('visitor');
    expect(trackLogin).not.toHaveBeenCalled();
  });

  it('an unconfirmed address gets its message on the email field and a resend button', async () => {
    const api = mockApi({
      'POST /api/auth/signin': apiError(403, 'EMAIL_NOT_CONFIRMED'),
      'POST /api/auth/confirm/resend': { status: 202 },
    });
    await renderWithApp(<SignInPage />, { path: '/signin' });
    await fill('ada@example.com', 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('email-error')).toHaveTextContent(
      'Please confirm your email address first',
    );
    await userEvent.click(screen.getByTestId('resend-confirmation'));
    expect(await screen.findByTestId('resend-status')).toHaveTextContent(
      'If ada@example.com has an account waiting for confirmation',
    );
    expect(api.callsTo('POST /api/auth/confirm/resend')[0]?.body).toEqual({
      email: 'ada@example.com',
      locale: 'en',
    });
    expect(screen.getByTestId('resend-confirmation')).toBeDisabled();
    expect(screen.getByTestId('resend-confirmation')).toHaveTextContent(/Send again in \d+ s/);
  });

  it('a rate limit is a message for the whole form', async () => {
    mockApi({ 'POST /api/auth/signin': apiError(429, 'TOO_MANY_REQUESTS') });
    await renderWithApp(<SignInPage />, { path: '/signin' });
    await fill('ada@example.com', 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many attempts');
    expect(screen.queryByTestId('password-error')).toBeNull();
  });

  it('signs in, records the login event and returns to ?redirect=', async () => {
    mockApi({ 'POST /api/auth/signin': signedIn() });
    const { router } = await renderWithApp(
      <RequireGuest>
        <SignInPage />
      </RequireGuest>,
      {
        path: '/fr/signin?redirect=%2Ffr%2Fmembership%2Fprofile',
        pattern: '/fr/signin',
        routes: [{ path: '/fr/membership/profile', element: <p>profile page</p> }],
      },
    );
    expect(await screen.findByTestId('page-heading')).toHaveTextContent('Connexion à TickRelay');
    expect(
      screen.getByText('Connectez-vous pour reprendre là où vous en étiez.'),
    ).toBeInTheDocument();
    await fill('ada@example.com', 'trading42', { email: 'E-mail', password: 'Mot de passe' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/membership/profile');
    expect(authStore.getState()).toEqual({ status: 'member', user: ada });
    expect(trackLogin).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      userId: ada.id,
    });
  });

  it('without ?redirect= a new member lands on the localised dashboard', async () => {
    mockApi({ 'POST /api/auth/signin': signedIn() });
    const { router } = await renderWithApp(
      <RequireGuest>
        <SignInPage />
      </RequireGuest>,
      {
        path: '/signin',
        pattern: '/signin',
        routes: [{ path: '/membership/dashboard', element: <p>dashboard</p> }],
      },
    );
    await fill('ada@example.com', 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/dashboard'));
  });
  it('asks for the second step after the password, in French, then signs in with a code', async () => {
    const api = mockApi({
      'POST /api/auth/signin': {
        status: 200,
        body: { status: 'second_factor_required', methods: ['totp'] },
      },
      'POST /api/auth/signin/second-factor': signedIn(),
    });
    await renderWithApp(
      <RequireGuest>
        <SignInPage />
      </RequireGuest>,
      {
        path: '/fr/signin',
        pattern: '/fr/signin',
        routes: [{ path: '/fr/membership/dashboard', element: <p>dashboard</p> }],
      },
    );
    await fill('ada@example.com', 'trading42', { email: 'E-mail', password: 'Mot de passe' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('second-step-form')).toBeInTheDocument();
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Connexion en deux étapes');
    expect(authStore.getState().status).toBe('visitor');
    await userEvent.type(screen.getByLabelText('Code'), ' 123456 ');
    await userEvent.click(screen.getByLabelText('Se souvenir de ce navigateur pendant 30 jours'));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier et se connecter' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signin/second-factor')[0]?.body).toEqual({
      code: '123456',
      rememberBrowser: true,
    });
    expect(authStore.getState()).toEqual({ status: 'member', user: ada });
  });

  it('shows a wrong code under the form and offers to start again when the step expired', async () => {
    mockApi({
      'POST /api/auth/signin': {
        status: 200,
        body: { status: 'second_factor_required', methods: ['totp'] },
      },
      'POST /api/auth/signin/second-factor': apiError(401, 'SESSION_EXPIRED'),
    });
    await renderWithApp(<SignInPage />, { path: '/signin' });
    await fill('ada@example.com', 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await userEvent.click(await screen.findByTestId('second-step-restart'));
    expect(await screen.findByTestId('signin-form')).toBeInTheDocument();
  });
});
