/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

import type { LoadingIndicator } from '@/lib/loading-indicator';

import { NavigationProgress } from './navigation-progress';

function fakeIndicator(): LoadingIndicator & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    start: () => void calls.push('start'),
    set: () => void calls.push('set'),
    finish: () => void calls.push('finish'),
    error: () => void calls.push('error'),
    getState: () => ({ isLoading: false, visible: false, progress: 0, error: false }),
    subscribe: () => () => undefined,
  };
}

describe('NavigationProgress', () => {
  it('starts the bar when a navigation begins and finishes it when the router is idle', async () => {
    const indicator = fakeIndicator();
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress indicator={indicator} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p> },
            {
              path: '/slow',
              loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
              element: <p>slow</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(indicator.calls).toEqual(['finish']);

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(indicator.calls).toEqual(['finish', 'start']);

    await act(async () => {
      release();
      await navigation;
    });
    expect(indicator.calls).toEqual(['finish', 'start', 'finish']);
  });
});
