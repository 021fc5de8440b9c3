/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';

import { fakeMatchMedia, memoryStorage } from '@/test/test-fakes';

import { ColorModeProvider, useColorMode } from './color-mode-context';
import { createColorModeStore } from './color-mode-store';
import { useForcedColorMode } from './use-forced-color-mode';

function Resolved() {
  const { resolved, preference } = useColorMode();
  return <p data-testid="resolved">{`${preference}:${resolved}`}</p>;
}

function DarkPage() {
  useForcedColorMode('dark');
  return <Link to="/plain">plain</Link>;
}

function SystemPage() {
  useForcedColorMode('system');
  return <p>system page</p>;
}

function setup(initial: string) {
  const warn = jest.fn();
  const store = createColorModeStore({
    storage: memoryStorage({ 'nuxt-color-mode': 'light' }),
    matchMedia: fakeMatchMedia(false).matchMedia,
    warn,
    eventTarget: null,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <ColorModeProvider store={store}>
            <Resolved />
            <Outlet />
          </ColorModeProvider>
        ),
        children: [
          { path: '/forced', element: <DarkPage /> },
          { path: '/plain', element: <Link to="/forced">forced</Link> },
          { path: '/system', element: <SystemPage /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { warn, store };
}

describe('useForcedColorMode', () => {
  it('forces the page mode and restores the preference after navigating away', async () => {
    setup('/forced');
    expect(screen.getByTestId('resolved')).toHaveTextContent('light:dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('link', { name: 'plain' }));
    expect(screen.getByTestId('resolved')).toHaveTextContent('light:light');
    expect(document.documentElement.dataset.theme).toBe('light');

    await userEvent.click(screen.getByRole('link', { name: 'forced' }));
    expect(screen.getByTestId('resolved')).toHaveTextContent('light:dark');
  });

  it('rejects forcing system with a console warning', async () => {
    const { warn } = setup('/system');
    await act(() => Promise.resolve());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"system"'));
    expect(screen.getByTestId('resolved')).toHaveTextContent('light:light');
  });

  it('warns through console.warn with the app-wide store', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Page() {
      useForcedColorMode('system');
      return null;
    }
    render(
      <ColorModeProvider>
        <Page />
      </ColorModeProvider>,
    );
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('system'));
    spy.mockRestore();
  });
});
