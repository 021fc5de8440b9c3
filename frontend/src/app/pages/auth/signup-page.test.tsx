/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { trackSignup } from '@/lib/telemetry/telemetry';
import { apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import SignUpPage from './signup-page';

jest.mock('@/lib/telemetry/telemetry', () => ({ trackLogin: jest.fn(), trackSignup: jest.fn() }));

beforeEach(() => {
  jest.mocked(trackSignup).mockClear();
  authStore.setUser(null);
});

async function fillForm(values: { name: string; email: string; password: string }, fr = false) {
  await userEvent.type(screen.getByLabelText(fr ? 'Nom complet' : 'Full name'), values.name);
  await userEvent.type(screen.getByLabelText(fr ? 'E-mail' : 'Email'), values.email);
  await userEvent.type(screen.getByLabelText(fr ? 'Mot de passe' : 'Password'), values.password);
}

describe('sign-up page', () => {
  it('checks every field and the terms before calling the API', async () => {
    const api = mockApi({});
    await renderWithApp(<SignUpPage />, { path: '/signup' });
    await fillForm({ name: ' ', email: 'ada@', password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByTestId('displayName-error')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('email-error')).toHaveTextContent('Enter a valid email address.');
    expect(screen.getByTestId('password-error')).toHaveTextContent('Use at least 8 characters.');
    expect(screen.getByTestId('acceptTerms-error')).toHaveTextContent('risk disclosures');
    expect(api.calls).toHaveLength(0);
  });

  it('hints at the strength of the password as it is typed, with the 8 to 128 rule', async () => {
    await renderWithApp(<SignUpPage />, { path: '/signup' });
    expect(screen.getByText(/8 to 128 characters/)).toBeInTheDocument();
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveAttribute('data-level', 'empty');
    await userEvent.type(screen.getByLabelText('Password'), 'password');
    expect(meter).toHaveAttribute('data-level', 'weak');
    expect(meter).toHaveTextContent('Weak');
    await userEvent.type(screen.getByLabelText('Password'), ' kestrel harbor lantern');
    expect(meter).toHaveAttribute('data-level', 'strong');
  });

  it('shows the API field codes next to their fields, in French', async () => {
    mockApi({
      'POST /api/auth/signup': apiError(400, 'VALIDATION_FAILED', {
        password: 'common_password',
        email: 'invalid_email',
        displayName: 'invalid_characters',
      }),
    });
    await renderWithApp(<SignUpPage />, { path: '/fr/signup' });
    await fillForm({ name: 'Ada', email: 'ada@example.com', password: 'password1' }, true);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent(
      'Ce mot de passe est trop courant',
    );
    expect(screen.getByTestId('email-error')).toHaveTextContent(
      'Saisissez une adresse e-mail valide.',
    );
    expect(screen.getByTestId('displayName-error')).toHaveTextContent(
      'caractères impossibles à enregistrer',
    );
    expect(screen.queryByTestId('signup-confirmation')).toBeNull();
    expect(trackSignup).not.toHaveBeenCalled();
  });

  it('sends the account with the page language, then says to check the email, with resend', async () => {
    const api = mockApi({
      'POST /api/auth/signup': { status: 201, body: { status: 'confirmation_sent' } },
      'POST /api/auth/confirm/resend': { status: 202 },
    });
    await renderWithApp(<SignUpPage />, { path: '/fr/signup' });
    await fillForm(
      { name: ' Ada Lovelace ', email: 'ada@example.com', password: 'trading42' },
      true,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    const sent = await screen.findByTestId('signup-confirmation');
    expect(sent).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Consultez vos e-mails');
    expect(api.callsTo('POST /api/auth/signup')[0]?.body).toEqual({
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'trading42',
      locale: 'fr',
      acceptTerms: true,
    });
    expect(trackSignup).toHaveBeenCalledWith({ locale: 'fr' });
    // Signing up does not sign in: the emailed link does.
    expect(authStore.getState().status).toBe('visitor');

    await userEvent.click(screen.getByTestId('resend-confirmation'));
    expect(await screen.findByTestId('resend-status')).toHaveTextContent(
      'un nouveau lien est en route',
    );
    expect(api.callsTo('POST /api/auth/confirm/resend')[0]?.body).toEqual({
      email: 'ada@example.com',
      locale: 'fr',
    });

    await userEvent.click(screen.getByTestId('signup-change-email'));
    expect(screen.getByTestId('signup-form')).toBeInTheDocument();
  });
});
