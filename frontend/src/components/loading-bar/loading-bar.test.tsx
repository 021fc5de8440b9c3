import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';

import {
  LOADING_HIDE_DELAY_MS,
  LOADING_RESET_DELAY_MS,
  LOADING_THROTTLE_MS,
  loadingIndicator,
} from '@/lib/loading-indicator';
import { darkTheme, lightTheme } from '@/lib/theme/theme';

import { LoadingBar } from './loading-bar';

jest.mock('@/lib/i18n/i18n-context', () => {
  const { translate } =
    jest.requireActual<typeof import('@/lib/i18n/translate')>('@/lib/i18n/translate');
  const messages = { ui: jest.requireActual<Record<string, unknown>>('@/locales/en/ui.json') };
  return {
    useI18n: () => ({
      locale: 'en',
      t: (key: string, params?: Record<string, string | number>) => {
        const text = translate(messages as never, key, params);
        if (text === key) throw new Error(`missing message ${key}`);
        return text;
      },
    }),
  };
});

/** jsdom normalises inline colours to rgb(); compare through the same normalisation. */
function cssColor(value: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = value;
  return probe.style.backgroundColor;
}

function renderBar(theme = lightTheme) {
  render(
    <ThemeProvider theme={theme}>
      <LoadingBar />
    </ThemeProvider>,
  );
  const bar = screen.getByTestId('loading-bar');
  return { track: bar, fill: bar.firstElementChild as HTMLElement };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    loadingIndicator.finish();
    jest.advanceTimersByTime(LOADING_HIDE_DELAY_MS + LOADING_RESET_DELAY_MS);
  });
  jest.useRealTimers();
});

it('is a hidden, labelled progressbar while idle, fixed at the top with a 3 px height', () => {
  const { track } = renderBar();
  expect(track).toHaveAttribute('role', 'progressbar');
  expect(track).toHaveAttribute('aria-label', 'Page loading');
  expect(track).toHaveAttribute('aria-valuemin', '0');
  expect(track).toHaveAttribute('aria-valuemax', '100');
  expect(track).toHaveAttribute('aria-hidden', 'true');
  expect(track).toHaveStyle({ opacity: '0', position: 'fixed', top: '0px', height: '3px' });
});

it('appears after the 200 ms throttle in the primary colour and progresses', () => {
  const { track, fill } = renderBar();
  act(() => loadingIndicator.start());
  act(() => jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1));
  expect(track).toHaveStyle({ opacity: '0' });
  act(() => jest.advanceTimersByTime(1));
  expect(track).toHaveStyle({ opacity: '1' });
  expect(track).toHaveAttribute('aria-hidden', 'false');
  expect(track).toHaveAttribute('data-state', 'loading');
  expect(fill.style.backgroundColor).toBe(cssColor(lightTheme.colors.primary));
  act(() => jest.advanceTimersByTime(1000));
  const now = Number(track.getAttribute('aria-valuenow'));
  expect(now).toBeGreaterThan(50);
  expect(now).toBeLessThan(100);
  expect(fill.style.transform).toBe(`scaleX(${loadingIndicator.getState().progress / 100})`);
});

it('never appears for a load that finishes within the throttle', () => {
  const { track } = renderBar();
  act(() => loadingIndicator.start());
  act(() => jest.advanceTimersByTime(150));
  act(() => loadingIndicator.finish());
  act(() => jest.advanceTimersByTime(2000));
  expect(track).toHaveStyle({ opacity: '0' });
  expect(track).toHaveAttribute('aria-valuenow', '0');
});

it('fills to 100 %, stays 500 ms, fades, then resets 400 ms later', () => {
  const { track } = renderBar();
  act(() => loadingIndicator.start());
  act(() => jest.advanceTimersByTime(400));
  act(() => loadingIndicator.finish());
  expect(track).toHaveAttribute('aria-valuenow', '100');
  act(() => jest.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1));
  expect(track).toHaveStyle({ opacity: '1' });
  act(() => jest.advanceTimersByTime(1));
  expect(track).toHaveStyle({ opacity: '0' });
  act(() => jest.advanceTimersByTime(LOADING_RESET_DELAY_MS));
  expect(track).toHaveAttribute('aria-valuenow', '0');
});

it.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('turns red (theme danger) on error in the %s theme', (_name, theme) => {
  const { track, fill } = renderBar(theme);
  act(() => loadingIndicator.start());
  act(() => loadingIndicator.error());
  expect(track).toHaveAttribute('data-state', 'error');
  expect(track).toHaveStyle({ opacity: '1' });
  expect(fill.style.backgroundColor).toBe(cssColor(theme.colors.danger));
  expect(fill.style.backgroundColor).not.toBe(cssColor(theme.colors.primary));
});

it('drops its transitions for users who prefer reduced motion', () => {
  renderBar();
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*transition: ?none/);
});
