// Test harness of the whole route tree (see page-stubs.ts for the stubbed pages).
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createRoutes } from '@/app/router';
import { authStore, type SessionUser } from '@/lib/auth/auth-store';

/** First renders compile route modules on the fly (ts-jest): allow for it. */
export const slow = { timeout: 5000 };

export const member: SessionUser = { id: 'u1', email: 'ada@example.com', displayName: 'Ada' };

/** No backend in unit tests: the session endpoint answers 404 (= visitor) unless told otherwise. */
export function mockSessionEndpoint(user: SessionUser | null = null) {
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/auth/session') && user) {
      return Promise.resolve(Response.json({ user }));
    }
    return Promise.resolve(
      Response.json({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    );
  });
  global.fetch = fetchMock;
  return fetchMock;
}

export function renderRoute(path: string, { session }: { session?: SessionUser | null } = {}) {
  if (session !== undefined) authStore.setUser(session);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const result = render(createElement(RouterProvider, { router }));
  return { ...result, router };
}

export const currentUrl = (router: ReturnType<typeof createMemoryRouter>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};
