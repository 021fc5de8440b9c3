import '@/test/jsdom-polyfills';

import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';

import { renderContent } from '@/test/render-content';

import { DocsSearch } from './docs-search';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('DocsSearch', () => {
  it('finds a French page with a French query and opens it with the keyboard', async () => {
    setMockLocale('fr');
    renderContent(
      <>
        <DocsSearch />
        <Where />
      </>,
      { url: '/fr/docs' },
    );
    const box = screen.getByRole('combobox', { name: 'Rechercher dans la documentation' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'renouveler' } });
    const list = await screen.findByRole('listbox');
    const first = within(list).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Votre URL de webhook');
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/docs/webhooks/webhook-url');
  });

  it('moves through the English results with the arrow keys and says when nothing matches', async () => {
    setMockLocale('en');
    renderContent(<DocsSearch />, { url: '/docs' });
    const box = screen.getByRole('combobox', { name: 'Search the docs' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'tradovate' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(box, { target: { value: 'zzzqqq' } });
    expect(await screen.findByText('No page matches “zzzqqq”.')).toBeInTheDocument();
  });
});
