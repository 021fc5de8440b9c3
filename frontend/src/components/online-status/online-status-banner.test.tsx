import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import { OnlineStatusBanner } from './online-status-banner';

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

let onLine = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
});

beforeEach(() => {
  onLine = true;
  mockLocale = 'en';
});

function setOnline(value: boolean): void {
  onLine = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderBanner() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <OnlineStatusBanner />
    </ThemeProvider>,
  );
}

it('keeps an empty polite live region while online', () => {
  renderBanner();
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
});

it('shows the offline message only while offline', () => {
  renderBanner();
  act(() => setOnline(false));
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline — changes will be sent when you reconnect',
  );
  act(() => setOnline(true));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('is localised in French', () => {
  mockLocale = 'fr';
  onLine = false;
  renderBanner();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Vous êtes hors ligne — les modifications seront envoyées à la reconnexion',
  );
});

it('is fixed so it never shifts the page', () => {
  renderBanner();
  expect(screen.getByRole('status')).toHaveStyle({ position: 'fixed' });
});
