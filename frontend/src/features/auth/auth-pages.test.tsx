/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';

import { renderWithApp } from '@/app/test-utils';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/guards/auth-store';

import * as authApi from './auth-api';
import PasswordResetPage from './password-reset-page';
import SignInPage from './signin-page';
import SignUpPage from './signup-page';
import UpdatePasswordPage, { recoveryTokenFrom } from './update-password-page';

jest.mock('./auth-api');
const mocked = jest.mocked(authApi);

let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  toastError = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
  jest.spyOn(toast, 'success').mockImplementation(() => 'id');
  authStore.setUser(null);
});

describe('sign-in page', () => {
  it('validates on the client before calling the API', async () => {
    await renderWithApp(<SignInPage />, { path: '/signin' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Sign in to TickRelay');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('email-error')).toHaveTextContent('Enter a valid email address.');
    expect(screen.getByTestId('password-error')).toHaveTextContent('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.signIn).not.toHaveBeenCalled();
  });

  it('shows the API error in a toast and on the field', async () => {
    mocked.signIn.mockRejectedValue(
      new ApiError({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'E-mail ou mot de passe incorrect.',
        details: { password: 'invalidCredentials' },
      }),
    );
    await renderWithApp(<SignInPage />, { path: '/fr/signin' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong-password1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('E-mail ou mot de passe incorrect.'),
    );
    expect(mocked.signIn).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'wrong-password1',
    });
    expect(screen.getByTestId('password-error')).toHaveTextContent(
      'E-mail ou mot de passe incorrect.',
    );
    expect(authStore.getState().status).toBe('visitor');
  });

  it('a successful sign-in makes the visitor a member', async () => {
    mocked.signIn.mockResolvedValue({ user: { id: '1', email: 'ada@example.com' } });
    await renderWithApp(<SignInPage />, { path: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authStore.getState().status).toBe('member'));
  });
});

describe('sign-up page', () => {
  it('checks every field and the risk acknowledgement', async () => {
    await renderWithApp(<SignUpPage />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByTestId('password-error')).toHaveTextContent('Use at least 8 characters.');
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent('do not match');
    expect(screen.getByTestId('acceptTerms-error')).toBeInTheDocument();
    expect(mocked.signUp).not.toHaveBeenCalled();
  });

  it('sends the account and tells the visitor to confirm the email when needed', async () => {
    mocked.signUp.mockResolvedValue({ emailConfirmationRequired: true });
    await renderWithApp(<SignUpPage />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Full name'), ' Ada Lovelace ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'trading42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'trading42');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('signup-confirmation')).toHaveTextContent('ada@example.com');
    expect(mocked.signUp).toHaveBeenCalledWith({
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'trading42',
      acceptTerms: true,
    });
  });
});

describe('password pages', () => {
  it('password reset confirms without telling whether the account exists', async () => {
    mocked.requestPasswordReset.mockResolvedValue(undefined);
    await renderWithApp(<PasswordResetPage />, { path: '/passwordreset' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('password-reset-sent')).toHaveTextContent(
      'If an account exists for ada@example.com',
    );
    expect(mocked.requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
  });

  it('update password sends the token from the link', async () => {
    mocked.updatePassword.mockResolvedValue(undefined);
    await renderWithApp(<UpdatePasswordPage />, { path: '/update-password?token=tok-1' });
    expect(screen.queryByTestId('update-password-no-token')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), 'trading42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'trading42');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByTestId('update-password-done')).toBeInTheDocument();
    expect(mocked.updatePassword).toHaveBeenCalledWith({ password: 'trading42', token: 'tok-1' });
  });

  it('reads the recovery token from the query or the hash', () => {
    expect(recoveryTokenFrom(new URLSearchParams('code=c1'), '')).toBe('c1');
    expect(recoveryTokenFrom(new URLSearchParams(''), '#access_token=h1&type=recovery')).toBe('h1');
    expect(recoveryTokenFrom(new URLSearchParams(''), '')).toBeUndefined();
  });
});
