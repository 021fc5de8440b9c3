/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authStore } from '@/lib/auth/auth-store';
import { USER_STORAGE_KEY } from '@/lib/auth/stored-session';
import * as toasts from '@/lib/toast/notify';
import { ada, apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import MembershipProfilePage from './membership-profile-page';

const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const sessions = [
  {
    id: 's-other',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSeenAt: '2026-01-02T10:00:00.000Z',
    userAgent: safariIphone,
    ip: '203.0.113.7',
    current: false,
  },
  {
    id: 's-here',
    createdAt: '2026-01-03T10:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    userAgent: chromeLinux,
    ip: '198.51.100.1',
    current: true,
  },
];

function backend(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': { status: 200, body: { user: ada, expiresAt: null } },
    'GET /api/account/sessions': { status: 200, body: { sessions } },
    'GET /api/account/data-exports': { status: 200, body: { exports: [] } },
    ...overrides,
  });
}

const elsewhere = [
  { path: '/signin', element: <p>sign-in page</p> },
  { path: '/', element: <p>home page</p> },
  { path: '/fr/membership/profile', element: <p>profil en français</p> },
];

beforeEach(() => {
  localStorage.clear();
  authStore.setUser(ada);
  jest.spyOn(toasts, 'notifySuccess').mockImplementation(() => 'id');
  jest.spyOn(toasts, 'notifyError').mockImplementation(() => 'id');
});

async function renderProfile(path = '/membership/profile') {
  return renderWithApp(<MembershipProfilePage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/membership/profile' : '/membership/profile',
    routes: elsewhere,
  });
}

describe('profile: name and preferred language', () => {
  it('saves the name, tells the other tabs (USER_UPDATED) and keeps the language', async () => {
    const renamed = { ...ada, displayName: 'Countess Ada' };
    const api = backend({ 'PATCH /api/account/profile': { status: 200, body: { user: renamed } } });
    const { router } = await renderProfile();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByTestId('profile-email')).toHaveValue('ada@example.com');
    await userEvent.clear(name);
    await userEvent.type(name, 'Countess Ada');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(authStore.getState().user).toEqual(renamed));
    expect(api.callsTo('PATCH /api/account/profile')[0]?.body).toEqual({
      displayName: 'Countess Ada',
      locale: 'en',
    });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toEqual(renamed);
    expect(router.state.location.pathname).toBe('/membership/profile');
  });

  it('choosing French switches the interface to French', async () => {
    backend({
      'PATCH /api/account/profile': { status: 200, body: { user: { ...ada, locale: 'fr' } } },
    });
    const { router } = await renderProfile();
    await userEvent.selectOptions(screen.getByLabelText('Preferred language'), 'fr');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/membership/profile'));
    expect(authStore.getState().user?.locale).toBe('fr');
  });

  it('shows an API field error next to the name', async () => {
    backend({
      'PATCH /api/account/profile': apiError(400, 'VALIDATION_FAILED', { displayName: 'too_long' }),
    });
    await renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('displayName-error')).toHaveTextContent(
      'This name is too long.',
    );
  });
});

describe('profile: active sessions', () => {
  it('lists this device first, in French, and ends another session', async () => {
    const api = backend({ 'DELETE /api/account/sessions/s-other': { status: 204 } });
    await renderProfile('/fr/membership/profile');
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome sur Linux');
    expect(within(rows[0]!).getByTestId('session-current')).toHaveTextContent('Cet appareil');
    expect(rows[0]).toHaveTextContent('à l’instant');
    expect(rows[1]).toHaveTextContent('Safari sur iOS');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Fermer la session' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/account/sessions/s-other')).toHaveLength(1);
    expect(authStore.getState().status).toBe('member');
  });

  it('ending the current session signs out and opens the sign-in page', async () => {
    const api = backend({ 'DELETE /api/account/sessions/s-here': { status: 204 } });
    await renderProfile();
    const [here] = await screen.findAllByTestId('session-row');
    await userEvent.click(within(here!).getByRole('button', { name: 'Sign out here' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(authStore.getState().status).toBe('visitor');
    expect(api.callsTo('DELETE /api/account/sessions/s-here')).toHaveLength(1);
  });
});

describe('profile: password and account deletion', () => {
  it('changes the password with the current one and reloads the sessions', async () => {
    const api = backend({
      'POST /api/auth/update-password': { status: 200, body: { user: ada } },
    });
    await renderProfile();
    await screen.findAllByTestId('session-row');
    const card = screen.getByTestId('change-password-card');
    await userEvent.type(within(card).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(card).getByLabelText('New password'), 'kestrel harbor');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.callsTo('GET /api/account/sessions')).toHaveLength(2));
    expect(api.callsTo('POST /api/auth/update-password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      password: 'kestrel harbor',
    });
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('deletes the account after the password is confirmed in a dialog', async () => {
    const api = backend({
      'DELETE /api/account': (body) =>
        (body as { password: string }).password === 'right'
          ? { status: 204 }
          : apiError(400, 'VALIDATION_FAILED', { password: 'incorrect' }),
    });
    await renderProfile();
    const open = screen.getByTestId('delete-account-open');
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByTestId('delete-password-error')).toHaveTextContent(
      'This password is not correct.',
    );
    expect(authStore.getState().status).toBe('member');

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(authStore.getState().status).toBe('visitor');
    expect(api.callsTo('DELETE /api/account').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
  });
});
