// notify() end to end through the app's toaster: every field of spec §3 and the hover pause (§4).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';
import {
  dismiss,
  notify,
  notifyError,
  notifySuccess,
  TOAST_DEFAULT_TIMEOUT_MS,
} from '@/lib/toast/notify';
import { clearToastRegistry } from '@/lib/toast/toast-registry';

import { AppToaster } from './app-toaster';

let mockLocale: 'en' | 'fr' = 'en';
jest.mock('@/lib/i18n/i18n-context', () => {
  const { translate } =
    jest.requireActual<typeof import('@/lib/i18n/translate')>('@/lib/i18n/translate');
  const messages = {
    en: { ui: jest.requireActual<Record<string, unknown>>('@/locales/en/ui.json') },
    fr: { ui: jest.requireActual<Record<string, unknown>>('@/locales/fr/ui.json') },
  };
  return {
    useI18n: () => ({
      locale: mockLocale,
      t: (key: string) => {
        const text = translate(messages[mockLocale] as never, key);
        if (text === key) throw new Error(`missing message ${key}`);
        return text;
      },
    }),
  };
});

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

function show(options: Parameters<typeof notify>[0]): string {
  let id = '';
  act(() => {
    id = notify(options);
  });
  return id;
}

const card = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-toast-id]')!;

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.useFakeTimers();
  mockLocale = 'en';
});
afterEach(() => {
  act(() => toast.remove());
  clearToastRegistry();
  jest.useRealTimers();
});

describe('notify', () => {
  it('id: returns a fresh one, or keeps the one given (which updates an open toast)', async () => {
    renderToaster();
    const first = show({ title: 'One' });
    const second = show({ title: 'Two' });
    expect(first).not.toBe(second);
    expect(card('One')).toHaveAttribute('data-toast-id', first);
    expect(show({ id: 'upload', title: 'Uploading' })).toBe('upload');
    // The library measures the updated toast from a MutationObserver (a microtask).
    await act(async () => {
      notify({ id: 'upload', title: 'Uploaded' });
      await Promise.resolve();
    });
    expect(screen.queryByText('Uploading')).toBeNull();
    expect(card('Uploaded')).toHaveAttribute('data-toast-id', 'upload');
  });

  it('title and description, in a polite status region', () => {
    renderToaster();
    show({ title: 'Saved', description: 'Your profile is up to date.' });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('SavedYour profile is up to date.');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('color: each variant from the theme; error and warning are alerts', () => {
    renderToaster();
    for (const color of ['primary', 'success', 'warning', 'error', 'info', 'neutral'] as const) {
      show({ title: `t-${color}`, color });
      expect(card(`t-${color}`)).toHaveAttribute('data-color', color);
    }
    expect(card('t-error')).toHaveAttribute('role', 'alert');
    expect(card('t-warning')).toHaveAttribute('role', 'alert');
    expect(card('t-info')).toHaveAttribute('role', 'status');
    expect(card('t-neutral')).toHaveAttribute('data-color', 'neutral');
    const accents = new Set(
      ['primary', 'warning', 'error', 'info', 'neutral'].map(
        (color) => getComputedStyle(card(`t-${color}`)).borderLeftColor,
      ),
    );
    expect(accents.size).toBe(5);
  });

  it('icon: decorative, before the text', () => {
    renderToaster();
    show({ title: 'Copied', icon: '📋' });
    const icon = within(card('Copied')).getByText('📋');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('avatar: an image with its alt text, instead of the icon', () => {
    renderToaster();
    show({ title: 'New message', icon: '✉', avatar: { src: '/avatars/ana.png', alt: 'Ana' } });
    const image = within(card('New message')).getByRole('img', { name: 'Ana' });
    expect(image).toHaveAttribute('src', '/avatars/ana.png');
    expect(within(card('New message')).queryByText('✉')).toBeNull();
  });

  it('closeButton: labelled, shown by default, closes; hidden when false', () => {
    renderToaster();
    const callback = jest.fn();
    show({ title: 'Closable', callback });
    show({ title: 'Bare', closeButton: false });
    expect(within(card('Bare')).queryByRole('button')).toBeNull();
    fireEvent.click(within(card('Closable')).getByRole('button', { name: 'Close notification' }));
    advance(1500);
    expect(screen.queryByText('Closable')).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('closeButton label in French', () => {
    mockLocale = 'fr';
    renderToaster();
    show({ title: 'Enregistré' });
    expect(
      within(card('Enregistré')).getByRole('button', { name: 'Fermer la notification' }),
    ).toBeInTheDocument();
  });

  it('timeout: 5000 ms by default', () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
    renderToaster();
    show({ title: 'Default' });
    advance(4900);
    expect(screen.getByText('Default')).toBeInTheDocument();
    advance(1500);
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('timeout: a custom one, and 0 keeps it until closed', () => {
    renderToaster();
    show({ title: 'Quick', timeout: 1000 });
    show({ title: 'Sticky', timeout: 0 });
    advance(2500);
    expect(screen.queryByText('Quick')).toBeNull();
    advance(60000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes on mouse leave', () => {
    renderToaster();
    const callback = jest.fn();
    show({ title: 'Hover me', callback });
    advance(3000);
    fireEvent.mouseEnter(card('Hover me').closest('[data-rht-toaster]')!);
    advance(20000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    expect(callback).not.toHaveBeenCalled();
    fireEvent.mouseLeave(card('Hover me').closest('[data-rht-toaster]')!);
    advance(1500);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(5000);
    expect(screen.queryByText('Hover me')).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('actions: labelled buttons that run and close (unless told not to)', () => {
    renderToaster();
    const undo = jest.fn();
    const details = jest.fn();
    show({
      title: 'Deleted',
      actions: [
        { label: 'Undo', onClick: undo },
        { label: 'Details', onClick: details, closes: false },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(details).toHaveBeenCalledTimes(1);
    advance(500);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    advance(1500);
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('click: the text becomes a button calling it with the id', () => {
    renderToaster();
    const click = jest.fn();
    const id = show({ title: 'Open the log', description: '3 new alerts', click });
    fireEvent.click(screen.getByRole('button', { name: 'Open the log 3 new alerts' }));
    expect(click).toHaveBeenCalledWith(id);
    expect(screen.getByText('Open the log')).toBeInTheDocument();
  });

  it('callback: exactly once, whatever closes it (timeout, dismiss, then more events)', () => {
    renderToaster();
    const onTimeout = jest.fn();
    const onDismiss = jest.fn();
    show({ title: 'Times out', timeout: 1000, callback: onTimeout });
    const id = show({ title: 'Dismissed', callback: onDismiss });
    act(() => dismiss(id));
    act(() => dismiss(id));
    advance(3000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('callback: also when dismissed before the toaster has loaded', () => {
    const callback = jest.fn();
    act(() => dismiss(notify({ title: 'Early', callback })));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("notifySuccess and notifyError: the app's confirmations and failures, as cards", () => {
    renderToaster();
    act(() => {
      notifySuccess('Profile saved', { id: 'profile' });
      notifyError('Could not end the session');
    });
    expect(card('Profile saved')).toHaveAttribute('data-color', 'success');
    expect(card('Profile saved')).toHaveAttribute('data-toast-id', 'profile');
    expect(card('Profile saved')).toHaveAttribute('role', 'status');
    expect(card('Could not end the session')).toHaveAttribute('data-color', 'error');
    expect(card('Could not end the session')).toHaveAttribute('role', 'alert');
    expect(card('Profile saved')).toHaveTextContent('✓Profile saved');
    expect(card('Could not end the session')).toHaveTextContent('!Could not end the session');
    expect(
      within(card('Profile saved')).getByRole('button', { name: 'Close notification' }),
    ).toBeInTheDocument();
  });

  it('plain toast.success calls still show', () => {
    renderToaster();
    act(() => {
      toast.success('Legacy saved');
    });
    expect(screen.getByText('Legacy saved')).toBeInTheDocument();
  });
});
