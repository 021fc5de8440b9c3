/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { captureLinkToken, resetLinkToken, splitLinkToken, useLinkToken } from './link-token';

function Probe() {
  return <p data-testid="token">{useLinkToken() ?? 'none'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => resetLinkToken());

describe('splitLinkToken', () => {
  it('finds the token in the query or the fragment and returns the URL without it', () => {
    expect(splitLinkToken('?token=t1&x=1', '#top')).toEqual({
      token: 't1',
      search: '?x=1',
      hash: '#top',
    });
    expect(splitLinkToken('?code=c1', '')).toEqual({ token: 'c1', search: '', hash: '' });
    expect(splitLinkToken('', '#access_token=h1&refresh_token=r1&type=recovery')).toEqual({
      token: 'h1',
      search: '',
      hash: '#type=recovery',
    });
    expect(splitLinkToken('?x=1', '')).toEqual({ token: null, search: '?x=1', hash: '' });
  });
});

describe('captureLinkToken', () => {
  it('moves the token of a link page out of the address bar, keeping the history state', () => {
    window.history.replaceState({ idx: 3 }, '', '/fr/update-password?token=t2&recovery=x');
    expect(captureLinkToken()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe(
      '/fr/update-password?recovery=x',
    );
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('does nothing on other pages or without a token', () => {
    window.history.replaceState(null, '', '/signin?token=t3');
    expect(captureLinkToken()).toBe(false);
    window.history.replaceState(null, '', '/confirm?status=success');
    expect(captureLinkToken()).toBe(false);
    expect(window.location.search).toBe('?status=success');
  });
});

describe('useLinkToken', () => {
  it('reached without a full load: takes the token out of the URL into the history entry', () => {
    const router = renderAt('/confirm?token=t4&lang=fr');
    expect(screen.getByTestId('token')).toHaveTextContent('t4');
    expect(router.state.location.search).toBe('?lang=fr');
    expect(router.state.location.state).toEqual({ linkToken: 't4' });
  });

  it('gives the captured token to its page only, once moved into the history entry', async () => {
    window.history.replaceState(null, '', '/update-password?token=t5');
    captureLinkToken();
    const router = renderAt('/update-password');
    expect(screen.getByTestId('token')).toHaveTextContent('t5');
    expect(router.state.location.state).toEqual({ linkToken: 't5' });
    await act(() => router.navigate('/confirm'));
    expect(screen.getByTestId('token')).toHaveTextContent('none');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('token')).toHaveTextContent('t5');
  });

  it('is undefined on every other page', () => {
    renderAt('/confirm-payment?token=t6');
    expect(screen.getByTestId('token')).toHaveTextContent('none');
  });
});
