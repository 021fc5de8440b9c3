import '@/test/jsdom-polyfills';

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

import {
  CONSENT_STORAGE_KEY,
  getConsentState,
  openConsentSettings,
  resetConsentStoreForTests,
  saveConsent,
} from '@/lib/consent/consent-store';
import { lightTheme } from '@/lib/theme/theme';

import { ConsentRoot } from './consent-root';
import { setConsentTestLocale } from './consent-test-i18n';
import { CookieSettingsLink } from './cookie-settings-link';

jest.mock('@/lib/i18n/i18n-context', () => ({
  useI18n: () =>
    jest
      .requireActual<typeof import('./consent-test-i18n')>('./consent-test-i18n')
      .useConsentTestI18n(),
}));

function renderShell(configured = true) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={lightTheme}>
        <main>
          <CookieSettingsLink configured={configured} />
        </main>
        <ConsentRoot configured={configured} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const banner = () => screen.findByRole('region', { name: 'Your choice about cookies' });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  resetConsentStoreForTests();
  setConsentTestLocale('en');
});

it('shows nothing, and loads no banner, when no third-party tag is configured', async () => {
  renderShell(false);
  await act(() => Promise.resolve());
  expect(screen.queryByRole('region')).toBeNull();
  // The footer link is then a plain link to the privacy policy's cookies section.
  const link = screen.getByRole('link', { name: 'Cookie settings' });
  expect(link).toHaveAttribute('href', '/privacy#cookies-and-local-storage');
});

it('asks on a first visit: labelled, Accept and Refuse alike', async () => {
  renderShell();
  const dialog = await banner();
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('6 months'));
  const accept = within(dialog).getByRole('button', { name: 'Accept' });
  const refuse = within(dialog).getByRole('button', { name: 'Refuse' });
  // Same styled component, same props: same size, colour and level.
  expect(accept.className).toBe(refuse.className);
  expect(within(dialog).queryByRole('checkbox')).toBeNull();
  expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
});

it('Refuse stores a dated refusal and closes', async () => {
  renderShell();
  fireEvent.click(within(await banner()).getByRole('button', { name: 'Refuse' }));
  expect(screen.queryByRole('region')).toBeNull();
  expect(stored()).toMatchObject({ version: 1, analytics: false, advertising: false });
  const { decidedAt } = stored() as { decidedAt: string };
  expect(Date.now() - new Date(decidedAt).getTime()).toBeLessThan(60_000);
});

it('Accept grants both purposes', async () => {
  renderShell();
  fireEvent.click(within(await banner()).getByRole('button', { name: 'Accept' }));
  expect(stored()).toMatchObject({ analytics: true, advertising: true });
});

it('Choose: per purpose, nothing ticked in advance', async () => {
  renderShell();
  const dialog = await banner();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
  const analytics = within(dialog).getByRole('checkbox', { name: /Audience measurement/ });
  const advertising = within(dialog).getByRole('checkbox', { name: /Advertising/ });
  expect(analytics).not.toBeChecked();
  expect(advertising).not.toBeChecked();
  fireEvent.click(analytics);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
  expect(stored()).toMatchObject({ analytics: true, advertising: false });
  expect(screen.queryByRole('region')).toBeNull();
});

it('the footer link reopens it with the current choice; Escape closes without change', async () => {
  saveConsent({ analytics: true, advertising: false }, new Date('2026-03-02T10:00:00Z'));
  renderShell();
  await act(() => Promise.resolve());
  expect(screen.queryByRole('region')).toBeNull();
  const link = screen.getByRole('link', { name: 'Cookie settings' });
  link.focus();
  fireEvent.click(link);
  const dialog = await banner();
  expect(dialog).toHaveFocus();
  expect(dialog).toHaveTextContent(
    'Your current choice, made on March 2, 2026: analytics accepted, advertising refused.',
  );
  expect(within(dialog).getByRole('checkbox', { name: /Audience measurement/ })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /Advertising/ })).not.toBeChecked();
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.queryByRole('region')).toBeNull();
  expect(link).toHaveFocus();
  expect(stored()).toMatchObject({ analytics: true, advertising: false });
});

it('withdrawing from the reopened banner stores the refusal', async () => {
  saveConsent({ analytics: true, advertising: true });
  renderShell();
  act(() => openConsentSettings());
  fireEvent.click(within(await banner()).getByRole('button', { name: 'Refuse' }));
  expect(getConsentState().choice).toMatchObject({ analytics: false, advertising: false });
});

it('asks again once the choice is older than 6 months', async () => {
  const sevenMonthsAgo = new Date();
  sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
  saveConsent({ analytics: false, advertising: false }, sevenMonthsAgo);
  resetConsentStoreForTests();
  renderShell();
  expect(await banner()).toBeInTheDocument();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
});

it('speaks French on /fr pages', async () => {
  setConsentTestLocale('fr');
  renderShell();
  const dialog = await screen.findByRole('region', { name: 'Votre choix sur les cookies' });
  expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Choisir' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Paramètres des cookies' })).toHaveAttribute(
    'href',
    '/fr/privacy#cookies-et-stockage-local',
  );
});
