import '@/test/jsdom-polyfills';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiError, request } from '@/lib/api/api-client';
import { notifySuccess } from '@/lib/toast/notify';
import { renderContent } from '@/test/render-content';

import ContactPage from './contact-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));
// Every endpoint call goes through the client's request(): the form's one is the contact POST.
jest.mock('@/lib/api/api-client', () => ({
  ...jest.requireActual<object>('@/lib/api/api-client'),
  request: jest.fn(),
}));
jest.mock('@/lib/toast/notify', () => ({
  ...jest.requireActual<typeof import('@/lib/toast/notify')>('@/lib/toast/notify'),
  notifySuccess: jest.fn(),
}));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');
const post = jest.mocked(request);

function renderContact(url = '/contact') {
  renderContent(<ContactPage />, { pattern: 'contact', url });
  return userEvent.setup({ delay: null });
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  message = 'My alert did not arrive at 9:30.',
) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Missing alert');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('ContactPage', () => {
  beforeEach(() => {
    setMockLocale('en');
    post.mockReset();
    jest.mocked(notifySuccess).mockClear();
  });

  it('has a localised heading and title', () => {
    renderContact();
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Talk to the TickRelay team');
    expect(document.title).toBe('Contact · TickRelay');
  });

  it('validates on the client, next to each field, without calling the API', async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText('Email address'), 'ada@example');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByTestId('contact-name-error')).toHaveTextContent('Enter your name.');
    expect(screen.getByTestId('contact-email-error')).toHaveTextContent(
      'Enter a valid email address',
    );
    expect(screen.getByTestId('contact-subject-error')).toHaveTextContent('Enter a subject.');
    expect(screen.getByTestId('contact-message-error')).toHaveTextContent(
      'Write at least 10 characters.',
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    // Errors follow the typing once the visitor fixes a field.
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByTestId('contact-name-error')).not.toBeInTheDocument();
  });

  it('sends the trimmed message with the page language and confirms with a toast', async () => {
    setMockLocale('fr');
    post.mockResolvedValue({ id: 'c1' });
    renderContent(<ContactPage />, { pattern: 'contact', url: '/fr/contact' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Nom'), '  Ada Lovelace ');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Objet'), 'Alerte manquante');
    await user.type(screen.getByLabelText('Message'), 'Mon alerte de 9 h 30 n’est pas arrivée.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() => expect(screen.getByTestId('contact-success')).toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      'POST',
      '/api/contact',
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Alerte manquante',
        message: 'Mon alerte de 9 h 30 n’est pas arrivée.',
        locale: 'fr',
      },
      { locale: 'fr' },
    );
    expect(notifySuccess).toHaveBeenCalledWith('Votre message a bien été envoyé.');
    expect(screen.getByTestId('contact-success')).toHaveTextContent('Merci, Ada Lovelace.');

    await user.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('shows server field errors next to the right field and keeps the typed text', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid',
        details: { email: 'invalid_email', subject: 'too_long', message: 'invalid_characters' },
      }),
    );
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByTestId('contact-email-error')).toHaveTextContent(
      'Enter a valid email address',
    );
    expect(screen.getByTestId('contact-subject-error')).toHaveTextContent(
      'Use 150 characters at most.',
    );
    expect(screen.getByTestId('contact-message-error')).toHaveTextContent(
      'characters that cannot be sent',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Message')).toHaveValue('My alert did not arrive at 9:30.');
    expect(screen.queryByTestId('contact-form-error')).not.toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('explains rate limiting with a retry hint and keeps the message', async () => {
    post.mockRejectedValue(
      new ApiError({ status: 429, code: 'too_many_requests', message: 'Slow down' }),
    );
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByTestId('contact-form-error');
    expect(alert).toHaveTextContent('Too many messages');
    expect(alert).toHaveTextContent('Please wait a few minutes');
    expect(screen.getByLabelText('Message')).toHaveValue('My alert did not arrive at 9:30.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('reports a network failure in French', async () => {
    setMockLocale('fr');
    post.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }));
    renderContent(<ContactPage />, { pattern: 'contact', url: '/fr/contact' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Nom'), 'Ada');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Objet'), 'Question');
    await user.type(screen.getByLabelText('Message'), 'Une question sur mon abonnement.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByTestId('contact-form-error')).toHaveTextContent(
      'Impossible de joindre le serveur',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Une question sur mon abonnement.');
  });
});
