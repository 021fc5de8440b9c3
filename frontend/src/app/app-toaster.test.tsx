import '@/test/jsdom-polyfills';

import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import { AppToaster, TOAST_DURATION_MS } from './app-toaster';

function renderToaster() {
  render(
    <ThemeProvider theme={lightTheme}>
      <AppToaster />
    </ThemeProvider>,
  );
}

/** Small steps, so React re-renders (and schedules the toaster's next timers) in between. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => {
      jest.advanceTimersByTime(Math.min(100, ms - elapsed));
    });
  }
}

describe('toast area', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('closes a toast after 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    renderToaster();
    act(() => {
      toast('Saved');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(4900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1500); // past 5000 ms plus the exit animation
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while hovered and resumes on mouse leave', () => {
    renderToaster();
    act(() => {
      toast.error('Network down');
    });
    advance(3000);
    const message = screen.getByText('Network down');
    fireEvent.mouseEnter(message.closest('[data-rht-toaster]')!.firstElementChild!);
    advance(20000);
    expect(screen.getByText('Network down')).toBeInTheDocument();

    fireEvent.mouseLeave(message.closest('[data-rht-toaster]')!.firstElementChild!);
    advance(1500);
    expect(screen.getByText('Network down')).toBeInTheDocument();
    advance(5000);
    expect(screen.queryByText('Network down')).toBeNull();
  });
});
