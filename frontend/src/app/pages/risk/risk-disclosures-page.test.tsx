/**
 * @jest-environment jest-fixed-jsdom
 */
import '@/test/jsdom-polyfills';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import RiskDisclosuresPage, { loader } from './risk-disclosures-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

const source = (locale: string) =>
  readFileSync(join(__dirname, `../../../../../content/pages/${locale}/risk.md`), 'utf8');

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/futures-risk-disclosures', Component: RiskDisclosuresPage, loader },
      { path: '/fr/futures-risk-disclosures', Component: RiskDisclosuresPage, loader },
    ],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('risk disclosures content (content/pages/*/risk.md)', () => {
  it('has the same sections in both languages', () => {
    const headings = (text: string) => text.match(/^#{2,3} /gm) ?? [];
    expect(headings(source('fr'))).toEqual(headings(source('en')));
    expect(headings(source('en')).length).toBeGreaterThanOrEqual(6);
  });

  it('carries the CFTC Rule 4.41 statement in both languages', () => {
    expect(source('en')).toContain(
      'HYPOTHETICAL OR SIMULATED PERFORMANCE RESULTS HAVE CERTAIN LIMITATIONS',
    );
    expect(source('en')).toContain('CFTC Rule 4.41');
    expect(source('fr')).toContain('LES RÉSULTATS DE PERFORMANCES HYPOTHÉTIQUES OU SIMULÉES');
    expect(source('fr')).toContain('règle 4.41 de la CFTC');
  });
});

describe('risk disclosures page', () => {
  it('renders from the generated content with a table of contents pointing at real sections', async () => {
    setMockLocale('en');
    renderAt('/futures-risk-disclosures');
    expect(await screen.findByTestId('page-heading')).toHaveTextContent('Futures risk disclosures');
    expect(screen.getByText('Last updated November 16, 2026')).toBeInTheDocument();
    expect(screen.getByText(/HYPOTHETICAL OR SIMULATED PERFORMANCE RESULTS/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links)
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(document.title).toBe('Futures risk disclosures · TickRelay');
  });
});
