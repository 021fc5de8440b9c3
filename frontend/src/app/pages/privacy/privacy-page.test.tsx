/**
 * @jest-environment jest-fixed-jsdom
 */
import '@/test/jsdom-polyfills';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { TELEMETRY_EVENT_TYPES } from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import PrivacyPage, { loader } from './privacy-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

const source = (locale: string) =>
  readFileSync(join(__dirname, `../../../../../content/pages/${locale}/privacy.md`), 'utf8');

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/privacy', Component: PrivacyPage, loader },
      { path: '/fr/privacy', Component: PrivacyPage, loader },
    ],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('privacy policy content (content/pages/*/privacy.md)', () => {
  it('has the same sections in both languages', () => {
    const headings = (text: string) => text.match(/^#{2,3} /gm) ?? [];
    expect(headings(source('fr'))).toEqual(headings(source('en')));
    expect(headings(source('en')).length).toBeGreaterThanOrEqual(6);
  });

  it('names every cookie and storage key the site uses and every telemetry event', () => {
    for (const text of [source('en'), source('fr')]) {
      for (const name of ['`lang`', '`nuxt-color-mode`', '`telemetry_session_id`', 'reCAPTCHA'])
        expect(text).toContain(name);
      for (const type of TELEMETRY_EVENT_TYPES) expect(text).toContain(`\`${type}\``);
    }
  });
});

describe('privacy page', () => {
  it('renders the French policy from the generated content, with its table of contents', async () => {
    setMockLocale('fr');
    renderAt('/fr/privacy');
    expect(await screen.findByTestId('page-heading')).toHaveTextContent(
      'Politique de confidentialité',
    );
    expect(screen.getByText(/^Dernière mise à jour : \d+ \S+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos droits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profil' })).toHaveAttribute(
      'href',
      '/fr/membership/profile',
    );
    const toc = screen.getByRole('navigation', { name: 'Sur cette page' });
    for (const link of within(toc).getAllByRole('link'))
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(document.title).toBe('Politique de confidentialité · TickRelay');
  });
});
