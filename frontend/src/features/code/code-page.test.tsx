import '@/test/jsdom-polyfills';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';

import { renderContent } from '@/test/render-content';

import CodePage from './code-page';
import { findCodeSnippet } from './code-snippets';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn() } }));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

function renderCode(url: string) {
  return renderContent(<CodePage />, { pattern: 'code/:id', url });
}

describe('CodePage', () => {
  beforeEach(() => {
    setMockLocale('en');
    jest.mocked(toast.success).mockClear();
  });

  it('shows the snippet with numbered lines, its language and a way back to the site', () => {
    renderCode('/code/bracket-order');
    const snippet = findCodeSnippet('bracket-order')!;
    const lineCount = snippet.code.trimEnd().split('\n').length;

    expect(screen.getByTestId('page-heading')).toHaveTextContent('Limit entry with a bracket');
    expect(screen.getByTestId('code-language')).toHaveTextContent('JSON');
    const lines = screen.getByTestId('code-lines').children;
    expect(lines).toHaveLength(lineCount);
    expect(lines[0]).toHaveAttribute('data-line', '1');
    expect(lines[lineCount - 1]).toHaveAttribute('data-line', String(lineCount));
    expect(lines[1]).toHaveTextContent('"ticker": "MNQ1!",');
    expect(screen.getByText(`${lineCount} lines`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to TickRelay' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Limit entry with a bracket · TickRelay');
  });

  it('copies the whole file and confirms with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderCode('/code/test-webhook-curl');

    fireEvent.click(screen.getByRole('button', { name: 'Copy the whole file' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code copied to the clipboard'));
    expect(writeText).toHaveBeenCalledWith(findCodeSnippet('test-webhook-curl')!.code);
  });

  it('offers the download of a template that has one, in French under /fr', () => {
    setMockLocale('fr');
    renderCode('/fr/code/pine-strategy-template');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Modèle de stratégie Pine Script');
    expect(screen.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'href',
      '/downloads/tickrelay-strategy-template.pine',
    );
    expect(screen.getByRole('link', { name: 'Retour à TickRelay' })).toHaveAttribute('href', '/fr');
  });

  it('shows a localised not-found state for an unknown id', () => {
    setMockLocale('fr');
    renderCode('/fr/code/does-not-exist');
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
});
