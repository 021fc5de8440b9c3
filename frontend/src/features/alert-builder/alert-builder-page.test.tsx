import './testing/jsdom-polyfills';

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import AlertBuilderPage from './alert-builder-page';
import { STORAGE_KEY } from './alert-builder-share';

let mockLocale: 'en' | 'fr' = 'en';
const mockPageMeta = jest.fn<void, [unknown]>();

jest.mock('@/components/page-meta', () => ({
  PageMeta: (props: unknown) => {
    mockPageMeta(props);
    return null;
  },
}));

jest.mock('@/lib/i18n/i18n-context', () => {
  const { translate } =
    jest.requireActual<typeof import('@/lib/i18n/translate')>('@/lib/i18n/translate');
  const { localizePath } = jest.requireActual<typeof import('@tickrelay/contracts/locale-path')>(
    '@tickrelay/contracts/locale-path',
  );
  const load = (lang: string) => ({
    alertBuilder: jest.requireActual<Record<string, unknown>>(
      `@/locales/${lang}/alertBuilder.json`,
    ),
    ui: jest.requireActual<Record<string, unknown>>(`@/locales/${lang}/ui.json`),
  });
  const messages = { en: load('en'), fr: load('fr') };
  return {
    useI18n: () => ({
      locale: mockLocale,
      t: (key: string, params?: Record<string, string | number>) => {
        const text = translate(messages[mockLocale] as never, key, params);
        if (text === key) throw new Error(`missing message ${key}`);
        return text;
      },
      localePath: (path: string) => localizePath(path, mockLocale),
    }),
  };
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(url = '/tools/alert-builder') {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <AlertBuilderPage />
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

const json = (): Record<string, unknown> =>
  JSON.parse(screen.getByTestId('alert-json').textContent ?? '') as Record<string, unknown>;

let writeText: jest.Mock<Promise<void>, [string]>;

/** user-event installs its own clipboard on setup(); ours goes in after it. */
function setupUser() {
  const user = userEvent.setup();
  writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return user;
}

beforeEach(() => {
  mockLocale = 'en';
  localStorage.clear();
});

it('has its heading, meta and the default preset', () => {
  renderPage();
  expect(screen.getByTestId('page-heading')).toHaveTextContent('TradingView alert builder');
  expect(screen.getByTestId('page-heading').tagName).toBe('H1');
  const meta = mockPageMeta.mock.lastCall?.[0] as { title: string; description: string };
  expect(meta.title).toBe('TradingView alert builder');
  expect(meta.description).toContain('TradingView');
  expect(screen.getByRole('button', { name: 'Simple long' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(json()).toMatchObject({
    symbol: 'MNQ1!',
    action: 'buy',
    quantity: 1,
    takeProfit: { ticks: 40 },
  });
  expect(screen.getByTestId('alert-status')).toHaveTextContent('Ready to paste');
});

it('validates live, next to the field, and blocks copying while invalid', async () => {
  const user = setupUser();
  renderPage();
  const symbol = screen.getByLabelText('Symbol');
  await user.clear(symbol);
  await user.type(symbol, 'MNQ 1!');
  expect(symbol).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('ab-symbol-error')).toHaveTextContent('Use a TradingView symbol');
  expect(symbol.getAttribute('aria-describedby')).toContain('ab-symbol-error');
  const quantity = screen.getByLabelText('Quantity (contracts)');
  await user.clear(quantity);
  await user.type(quantity, '0');
  expect(screen.getByTestId('ab-quantity-error')).toHaveTextContent(
    'Between 1 and 1000 contracts.',
  );
  expect(screen.getByTestId('alert-status')).toHaveTextContent('2 fields to fix');
  expect(screen.getByRole('button', { name: 'Copy message' })).toBeDisabled();
  await user.clear(symbol);
  await user.type(symbol, 'es1!');
  expect(screen.queryByTestId('ab-symbol-error')).not.toBeInTheDocument();
  expect(json().symbol).toBe('ES1!');
});

it('shows the price field for limit orders and the exits only when opening a position', async () => {
  const user = setupUser();
  renderPage();
  expect(screen.queryByLabelText('Limit price')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Limit' }));
  expect(screen.getByTestId('ab-price-error')).toHaveTextContent('Required.');
  await user.type(screen.getByLabelText('Limit price'), '18250.25');
  expect(json()).toMatchObject({ orderType: 'limit', price: 18250.25 });

  await user.click(screen.getByRole('radio', { name: 'Close / flatten' }));
  expect(screen.queryByLabelText('Take-profit')).not.toBeInTheDocument();
  expect(
    screen.getByText('Closing ignores the quantity: the whole position is flattened.'),
  ).toBeInTheDocument();
  expect(json()).toEqual({
    symbol: 'MNQ1!',
    action: 'close',
    time: '{{time}}',
    interval: '{{interval}}',
  });
});

it('edits exits in ticks or price', async () => {
  const user = setupUser();
  renderPage();
  await user.selectOptions(screen.getByLabelText('Stop-loss: type'), 'price');
  const stop = screen.getByLabelText('Stop-loss');
  await user.clear(stop);
  await user.type(stop, '18100.5');
  expect(json().stopLoss).toEqual({ price: 18100.5 });
  await user.selectOptions(screen.getByLabelText('Take-profit: type'), 'off');
  expect(screen.getByLabelText('Take-profit')).toBeDisabled();
  expect(json()).not.toHaveProperty('takeProfit');
});

it('applies presets', async () => {
  const user = setupUser();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Strategy entries/exits' }));
  expect(json()).toMatchObject({
    symbol: '{{ticker}}',
    action: '{{strategy.order.action}}',
    quantity: '{{strategy.order.contracts}}',
    positionSize: '{{strategy.position_size}}',
  });
  expect(screen.getByTestId('preset-hint')).toHaveTextContent(
    'One alert for a whole Pine strategy',
  );
  await user.click(screen.getByRole('button', { name: 'Flatten position' }));
  expect(json().action).toBe('close');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByRole('button', { name: 'Simple long' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('inserts placeholders from the menu', async () => {
  const user = setupUser();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Insert a placeholder into Symbol' }));
  const menu = screen.getByRole('menu', { name: 'TradingView placeholders for Symbol' });
  await user.click(within(menu).getByRole('menuitem', { name: /\{\{ticker\}\}/ }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Symbol')).toHaveValue('{{ticker}}');
  expect(screen.getByLabelText('Symbol')).toHaveFocus();
  expect(json().symbol).toBe('{{ticker}}');

  // Keyboard use of the comment's menu, inserting at the caret.
  const comment = screen.getByLabelText('Comment');
  await user.type(comment, 'TF ');
  await user.click(screen.getByRole('button', { name: 'Insert a placeholder into Comment' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items).toHaveLength(7);
  expect(items[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(items[3]).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(comment).toHaveValue('TF {{interval}}');
  expect(comment).toHaveFocus();
  expect(json().comment).toBe('TF {{interval}}');
});

it('closes the placeholder menu with Escape and gives focus back', async () => {
  const user = setupUser();
  renderPage();
  const trigger = screen.getByRole('button', {
    name: 'Insert a placeholder into Quantity (contracts)',
  });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('copies the message and confirms with a toast', async () => {
  const user = setupUser();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Copy message' }));
  expect(writeText).toHaveBeenCalledWith(screen.getByTestId('alert-json').textContent);
  expect(await screen.findByText('Alert message copied')).toBeInTheDocument();
});

it('reports a failed copy', async () => {
  const user = setupUser();
  writeText.mockRejectedValue(new Error('denied'));
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Copy message' }));
  expect(await screen.findByText(/Copying failed/)).toBeInTheDocument();
});

it('keeps the state across a reload', async () => {
  const user = setupUser();
  const { unmount } = renderPage();
  const symbol = screen.getByLabelText('Symbol');
  await user.clear(symbol);
  await user.type(symbol, 'CL1!');
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  unmount();
  expect(localStorage.getItem(STORAGE_KEY)).toContain('CL1!');
  renderPage();
  expect(screen.getByLabelText('Symbol')).toHaveValue('CL1!');
  expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
});

it('shares through the URL query and loads a shared link', async () => {
  const user = setupUser();
  const first = renderPage();
  await user.click(screen.getByRole('radio', { name: 'Reverse' }));
  await user.click(screen.getByRole('button', { name: 'Copy share link' }));
  const link = writeText.mock.calls[0]![0];
  expect(link).toMatch(/^http:\/\/localhost\/tools\/alert-builder\?symbol=MNQ1%21&action=reverse/);
  expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
  first.unmount();
  localStorage.clear();

  const url = new URL(`${link.replace('MNQ1%21', 'ES1%21')}&utm_source=forum`);
  renderPage(`${url.pathname}${url.search}`);
  expect(screen.getByLabelText('Symbol')).toHaveValue('ES1!');
  expect(screen.getByRole('radio', { name: 'Reverse' })).toBeChecked();
  expect(await screen.findByText('Loaded the shared alert settings')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/tools/alert-builder?utm_source=forum',
    ),
  );
  expect(localStorage.getItem(STORAGE_KEY)).toContain('ES1!');
});

it('links to the webhook page in the current language', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Open my webhook page' })).toHaveAttribute(
    'href',
    '/membership/webhook',
  );
});

it('is fully French in French', async () => {
  mockLocale = 'fr';
  const user = setupUser();
  renderPage('/fr/tools/alert-builder');
  expect(screen.getByTestId('page-heading')).toHaveTextContent('Générateur d’alertes TradingView');
  expect(screen.getByRole('link', { name: 'Ouvrir ma page webhook' })).toHaveAttribute(
    'href',
    '/fr/membership/webhook',
  );
  const quantity = screen.getByLabelText('Quantité (contrats)');
  await user.clear(quantity);
  expect(screen.getByTestId('ab-quantity-error')).toHaveTextContent('Obligatoire.');
  expect(screen.getByTestId('alert-status')).toHaveTextContent('1 champ à corriger');
  await act(async () => {
    await user.click(screen.getByRole('button', { name: 'Achat simple' }));
  });
  expect(screen.getByTestId('alert-status')).toHaveTextContent('Prêt à coller');
});
