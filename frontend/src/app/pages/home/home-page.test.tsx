import '@/test/jsdom-polyfills';

import { screen, within } from '@testing-library/react';
import { SAMPLE_ALERT } from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import { highlightJson } from '@/features/home/json-highlight';
import { renderContent } from '@/test/render-content';

import HomePage from './home-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('HomePage', () => {
  it('renders the hero, the three steps and the calls to action in English', () => {
    setMockLocale('en');
    renderContent(<HomePage />, { pattern: '', url: '/' });

    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'Turn TradingView alerts into futures orders',
    );
    expect(screen.getAllByRole('link', { name: 'Start relaying alerts' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Build an alert' })).toHaveAttribute(
      'href',
      '/tools/alert-builder',
    );

    const steps = screen
      .getByRole('heading', { name: 'From alert to order in three steps' })
      .closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
    expect(screen.getByRole('link', { name: 'Read the risk disclosures' })).toHaveAttribute(
      'href',
      '/futures-risk-disclosures',
    );
    expect(document.title).toBe('Relay TradingView alerts to your futures broker · TickRelay');
  });

  it('is entirely in French under /fr, with French number formats', () => {
    setMockLocale('fr');
    renderContent(<HomePage />, { pattern: '', url: '/fr' });

    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'Vos alertes TradingView deviennent des ordres sur contrats à terme',
    );
    expect(screen.getAllByRole('link', { name: 'Relayer mes alertes' })[0]).toHaveAttribute(
      'href',
      '/fr/signup',
    );
    expect(screen.getByRole('link', { name: 'Créer une alerte' })).toHaveAttribute(
      'href',
      '/fr/tools/alert-builder',
    );
    const log = screen.getByRole('figure', { name: 'Exemple du journal du webhook' });
    expect(log.textContent?.replace(/\s/g, ' ')).toContain('à 6 012,25');
  });

  it('shows the site’s one sample alert message', () => {
    setMockLocale('en');
    renderContent(<HomePage />, { pattern: '', url: '/' });
    const code = screen.getByLabelText('Example alert message');
    expect(JSON.parse(code.textContent ?? '')).toEqual(SAMPLE_ALERT);
    expect(screen.getByText('Actions: buy, sell, exit, cancel, reverse')).toBeInTheDocument();
    expect(
      screen.getByText('Take-profit and stop-loss in ticks, points, dollars or percent'),
    ).toBeInTheDocument();
  });
});

describe('highlightJson', () => {
  it('marks keys, strings, numbers and placeholders and keeps the text intact', () => {
    setMockLocale('en');
    const { container } = renderContent(
      <code>
        {highlightJson(
          '{ "qty": "{{strategy.order.contracts}}", "px": {{close}}, "price": 12.5, "side": "buy" }',
        )}
      </code>,
    );
    const tokens = [...container.querySelectorAll('[data-token]')].map((node) => [
      node.getAttribute('data-token'),
      node.textContent,
    ]);
    expect(tokens).toEqual([
      ['key', '"qty"'],
      ['placeholder', '"{{strategy.order.contracts}}"'],
      ['key', '"px"'],
      ['placeholder', '{{close}}'],
      ['key', '"price"'],
      ['number', '12.5'],
      ['key', '"side"'],
      ['string', '"buy"'],
    ]);
    expect(container.textContent).toBe(
      '{ "qty": "{{strategy.order.contracts}}", "px": {{close}}, "price": 12.5, "side": "buy" }',
    );
  });
});
