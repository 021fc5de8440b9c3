import '@/test/jsdom-polyfills';

import { fireEvent, screen, within } from '@testing-library/react';

import { renderContent } from '@/test/render-content';

import { BlockRenderer } from './block-renderer';
import type { ContentBody } from './content-block.types';
import { parseInline, slugify } from './inline-text';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('parseInline', () => {
  it('splits code, strong and links out of plain text', () => {
    expect(parseInline('Use `{{close}}`, **never** quotes; see [docs](/docs/faq).')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: '{{close}}' },
      { kind: 'text', text: ', ' },
      { kind: 'strong', text: 'never' },
      { kind: 'text', text: ' quotes; see ' },
      { kind: 'link', text: 'docs', href: '/docs/faq' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without markup as one token', () => {
    expect(parseInline('plain * text [x] (y)')).toEqual([
      { kind: 'text', text: 'plain * text [x] (y)' },
    ]);
  });
});

describe('slugify', () => {
  it('folds accents and punctuation into a readable anchor', () => {
    expect(slugify('Règles de validation : l’essentiel')).toBe('regles-de-validation-l-essentiel');
    expect(slugify('Use `quantity` **now**')).toBe('use-quantity-now');
  });
});

const body: ContentBody = [
  { type: 'heading', level: 2, text: 'Étape 1 : le message' },
  { type: 'heading', level: 3, text: 'Fields', id: 'fields' },
  {
    type: 'paragraph',
    text: 'Read [the FAQ](/docs/faq), [TradingView](https://www.tradingview.com) and [below](#fields).',
  },
  { type: 'list', ordered: true, items: ['first **bold**', 'second'] },
  { type: 'list', items: ['bullet'] },
  { type: 'code', language: 'json', code: '{ "action": "buy" }', caption: 'A tiny payload.' },
  { type: 'callout', tone: 'warning', title: 'Careful', text: 'Demo **first**.' },
  { type: 'table', head: ['Field', 'Type'], rows: [['`symbol`', 'string']], caption: 'Fields.' },
  { type: 'image', src: '/images/a.svg', alt: 'First diagram', width: 960, height: 360 },
  {
    type: 'image',
    src: '/images/b.svg',
    alt: 'Second diagram',
    width: 800,
    height: 400,
    caption: 'B',
  },
];

describe('BlockRenderer', () => {
  beforeEach(() => setMockLocale('en'));

  it('renders every block type with semantic elements', () => {
    const { container } = renderContent(<BlockRenderer blocks={body} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Étape 1 : le message' })).toHaveAttribute(
      'id',
      'etape-1-le-message',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fields' })).toHaveAttribute(
      'id',
      'fields',
    );

    const ordered = container.querySelector('ol');
    expect(ordered).not.toBeNull();
    expect(within(ordered!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ordered!).getByText('bold').tagName).toBe('STRONG');

    expect(screen.getByText('{ "action": "buy" }').closest('pre')).not.toBeNull();
    expect(screen.getByText('json')).toBeInTheDocument();
    expect(screen.getByText('A tiny payload.')).toBeInTheDocument();

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Careful');
    expect(within(note).getByText('first').tagName).toBe('STRONG');

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(within(table).getByText('symbol').tagName).toBe('CODE');
  });

  it('keeps internal links in the app and the locale, opens external ones in a new tab', () => {
    setMockLocale('fr');
    renderContent(<BlockRenderer blocks={body} />, { url: '/fr/docs' });

    expect(screen.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/fr/docs/faq');
    const external = screen.getByRole('link', { name: 'TradingView' });
    expect(external).toHaveAttribute('href', 'https://www.tradingview.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const anchor = screen.getByRole('link', { name: 'below' });
    expect(anchor).toHaveAttribute('href', '#fields');
    expect(anchor).not.toHaveAttribute('target');
  });

  it('reserves the size of images and opens the preview on the clicked one', async () => {
    renderContent(<BlockRenderer blocks={body} />);

    const second = screen.getByRole('img', { name: 'Second diagram' });
    expect(second).toHaveAttribute('width', '800');
    expect(second).toHaveAttribute('height', '400');

    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image: Second diagram' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Second diagram' })).toBeInTheDocument();
  });

  it('copies code blocks to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderContent(<BlockRenderer blocks={body} />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('{ "action": "buy" }');
  });
});
