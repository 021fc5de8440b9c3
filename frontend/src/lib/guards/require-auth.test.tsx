/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';

import { createAuthStore } from '@/lib/auth/auth-store';
import { renderWithApp } from '@/test/render-with-app';

import { RequireAuth } from './require-auth';
import { RequireGuest } from './require-guest';

const member = { id: '1', email: 'ada@example.com' };

function pendingStore() {
  return createAuthStore(() => new Promise(() => undefined));
}

describe('RequireAuth / RequireGuest', () => {
  it('show a pending state while the session is unknown', async () => {
    await renderWithApp(
      <RequireAuth store={pendingStore()}>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByTestId('guard-pending')).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('RequireAuth renders the page for a member', async () => {
    await renderWithApp(
      <RequireAuth store={createAuthStore(() => Promise.resolve(member))}>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });

  it('RequireAuth sends a visitor to the localised sign-in with the way back', async () => {
    const { router } = await renderWithApp(
      <RequireAuth store={createAuthStore(() => Promise.resolve(null))}>
        <p>secret</p>
      </RequireAuth>,
      {
        path: '/fr/membership/webhook?x=1#top',
        pattern: '/fr/membership/*',
        routes: [{ path: '/fr/signin', element: <p>sign in</p> }],
      },
    );
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      '/fr/signin?redirect=%2Ffr%2Fmembership%2Fwebhook%3Fx%3D1%23top',
    );
  });

  it('RequireAuth leaves when the member signs out elsewhere (another tab)', async () => {
    const store = createAuthStore(() => Promise.resolve(member));
    const { router } = await renderWithApp(
      <RequireAuth store={store}>
        <p>secret</p>
      </RequireAuth>,
      {
        path: '/membership/profile',
        pattern: '/membership/*',
        routes: [{ path: '/signin', element: <p>sign in</p> }],
      },
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    act(() => store.setUser(null));
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fmembership%2Fprofile');
  });

  it('RequireGuest renders the page for a visitor and sends a member to the dashboard', async () => {
    const visitor = await renderWithApp(
      <RequireGuest store={createAuthStore(() => Promise.resolve(null))}>
        <p>form</p>
      </RequireGuest>,
    );
    expect(await screen.findByText('form')).toBeInTheDocument();
    visitor.unmount();

    const { router } = await renderWithApp(
      <RequireGuest store={createAuthStore(() => Promise.resolve(member))}>
        <p>form</p>
      </RequireGuest>,
      {
        path: '/signup',
        pattern: '/signup',
        routes: [{ path: '/membership/dashboard', element: <p>dashboard</p> }],
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/dashboard'));
  });
});
