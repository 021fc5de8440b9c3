import '@/test/jsdom-polyfills';

import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import { DeferredToaster, TOASTER_IDLE_DELAY_MS } from './deferred-toaster';

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => toast.remove());
});

function renderDeferred() {
  render(
    <ThemeProvider theme={lightTheme}>
      <DeferredToaster />
    </ThemeProvider>,
  );
}

describe('DeferredToaster', () => {
  it('mounts on the first interaction and shows toasts fired before it', async () => {
    renderDeferred();
    act(() => {
      toast('Queued early');
    });
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    fireEvent.pointerDown(window);
    expect(await screen.findByText('Queued early')).toBeInTheDocument();
  });

  it('mounts by itself after the idle delay', async () => {
    jest.useFakeTimers();
    renderDeferred();
    act(() => {
      jest.advanceTimersByTime(TOASTER_IDLE_DELAY_MS - 10);
    });
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(20);
    });
    jest.useRealTimers();
    await screen.findByText((_, element) => element?.hasAttribute('data-rht-toaster') ?? false);
  });
});
