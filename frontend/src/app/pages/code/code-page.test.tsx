import '@/test/jsdom-polyfills';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';

import { codePrerenderPaths } from '@/features/code/code-paths';
import { codeKey, findCodeSnippet } from '@/features/code/code-snippets';
import { clearContentCache, hasContent } from '@/lib/content/content-cache';
import { notifySuccess } from '@/lib/toast/notify';
import { renderContent } from '@/test/render-content';

import CodePage, { loader } from './code-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));
jest.mock('@/lib/toast/notify', () => ({
  ...jest.requireActual<typeof import('@/lib/toast/notify')>('@/lib/toast/notify'),
  notifySuccess: jest.fn(),
}));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

const contentCode = (file: string) =>
  readFileSync(join(__dirname, '../../../../../content/code', file), 'utf8');

async function renderCode(url: string) {
  const id = url.split('/code/')[1];
  await loader({ params: { id } } as unknown as LoaderFunctionArgs);
  return renderContent(<CodePage />, { pattern: 'code/:id', url });
}

describe('CodePage', () => {
  beforeEach(() => {
    setMockLocale('en');
    clearContentCache();
    jest.mocked(notifySuccess).mockClear();
  });

  it('preloads the snippet in its loader, so the page renders without waiting', async () => {
    expect(
      await loader({ params: { id: 'bracket-order' } } as unknown as LoaderFunctionArgs),
    ).toBeNull();
    expect(hasContent(codeKey('bracket-order'))).toBe(true);
    await loader({ params: { id: 'nothing' } } as unknown as LoaderFunctionArgs);
    expect(hasContent(codeKey('nothing'))).toBe(false);
  });

  it('shows the file from content/code with one numbered line per line, its language and version', async () => {
    await renderCode('/code/bracket-order');
    const code = contentCode('bracket-order.message.json');
    const lineCount = code.trimEnd().split('\n').length;

    expect(screen.getByTestId('page-heading')).toHaveTextContent('Limit entry with a bracket');
    expect(screen.getByTestId('code-language')).toHaveTextContent('JSON');
    const lines = screen.getByTestId('code-lines').querySelectorAll('.line');
    expect(lines).toHaveLength(lineCount);
    expect(lines[1]).toHaveTextContent('"ticker": "MNQ1!",');
    // Highlighted at build time: JSON keys are coloured tokens with both themes' colours.
    expect(lines[1]?.querySelector('span[style*="--shiki-light"]')).not.toBeNull();
    expect(screen.getByText(`${lineCount} lines`)).toBeInTheDocument();
    expect(screen.getByText('Version 2.0.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to TickRelay' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Limit entry with a bracket · TickRelay');
  });

  it('copies the whole file and confirms with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderCode('/code/test-webhook-curl');

    fireEvent.click(screen.getByRole('button', { name: 'Copy the whole file' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Code copied to the clipboard'));
    expect(writeText).toHaveBeenCalledWith(contentCode('test-webhook-curl.sh'));
  });

  it('opens the alert builder with the snippet’s message in its share query', async () => {
    await renderCode('/code/bracket-order');
    const href = screen
      .getByRole('link', { name: 'Open in the alert builder' })
      .getAttribute('href')!;
    const url = new URL(href, 'http://site.invalid');
    expect(url.pathname).toBe('/tools/alert-builder');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticker: 'MNQ1!',
      action: 'buy',
      qty: '2',
      type: 'limit',
      price: '21450.25',
      tif: 'day',
      tp: 'ticks:40',
      sl: 'points:15',
      account: 'DEMO4471023',
      comment: 'ORB long',
      time: 'off',
    });
  });

  it('shows the CFTC Rule 4.41 note in English', async () => {
    await renderCode('/code/pine-strategy-template');
    const note = screen.getByTestId('cftc-note');
    expect(note).toHaveTextContent('Hypothetical performance (CFTC Rule 4.41).');
    expect(note).toHaveTextContent(
      'HYPOTHETICAL OR SIMULATED PERFORMANCE RESULTS HAVE CERTAIN LIMITATIONS.',
    );
    expect(note).toHaveTextContent('NO REPRESENTATION IS BEING MADE THAT ANY ACCOUNT WILL');
  });

  it('offers the download, the builder in French and the 4.41 note in French under /fr', async () => {
    setMockLocale('fr');
    await renderCode('/fr/code/pine-strategy-template');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Modèle de stratégie Pine Script');
    expect(screen.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'href',
      '/downloads/tickrelay-strategy-template.pine',
    );
    expect(
      screen
        .getByRole('link', { name: 'Ouvrir dans le générateur d’alertes' })
        .getAttribute('href'),
    ).toMatch(/^\/fr\/tools\/alert-builder\?ticker=MES1%21&action=buy&qty=1&type=market/);
    const note = screen.getByTestId('cftc-note');
    expect(note).toHaveTextContent('Performances hypothétiques (règle 4.41 de la CFTC).');
    expect(note).toHaveTextContent('LES RÉSULTATS DE PERFORMANCES HYPOTHÉTIQUES OU SIMULÉES');
    expect(screen.getByRole('link', { name: 'Retour à TickRelay' })).toHaveAttribute('href', '/fr');
    // The Pine file of the page is the public download's file.
    expect(findCodeSnippet('pine-strategy-template')!.code).toBe(
      readFileSync(
        join(__dirname, '../../../../public/downloads/tickrelay-strategy-template.pine'),
        'utf8',
      ),
    );
  });

  it('shows a localised not-found state for an unknown id', async () => {
    setMockLocale('fr');
    await renderCode('/fr/code/does-not-exist');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Extrait de code introuvable');
    expect(screen.getByTestId('code-not-found')).toHaveTextContent('« does-not-exist »');
    expect(screen.getByRole('link', { name: 'Modèle de stratégie Pine Script' })).toHaveAttribute(
      'href',
      '/fr/code/pine-strategy-template',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('lists every snippet in both languages for the prerender', () => {
    const paths = codePrerenderPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/code/pine-strategy-template', '/fr/code/pine-strategy-template']),
    );
    expect(paths).toHaveLength(10);
  });
});
