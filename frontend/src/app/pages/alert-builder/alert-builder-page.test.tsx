import '@/features/alert-builder/testing/jsdom-polyfills';

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_ALERT } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { STORAGE_KEY } from '@/features/alert-builder/alert-builder-share';
import { ApiError } from '@/lib/api/api-client';
import { lightTheme } from '@/lib/theme/theme';

import AlertBuilderPage from './alert-builder-page';

let mockLocale: 'en' | 'fr' = 'en';
let mockSession: { status: 'unknown' | 'visitor' | 'member' } = { status: 'visitor' };
const mockGetWebhook = jest.fn<Promise<{ url: string }>, []>();

jest.mock('@/lib/auth/auth-store', () => ({ useSession: () => mockSession }));
jest.mock('@/lib/api/endpoints/get-webhook.endpoint', () => ({
  useGetWebhook: () => mockGetWebhook,
}));
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
  mockSession = { status: 'visitor' };
  mockGetWebhook.mockReset();
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
  expect(json()).toEqual({
    ticker: 'MNQ1!',
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: '{{close}}',
    takeProfit: { ticks: 40 },
    stopLoss: { ticks: 20 },
    time: '{{timenow}}',
  });
  expect(screen.getByTestId('alert-status')).toHaveTextContent('Ready to paste');
  expect(screen.queryByTestId('legacy-notice')).not.toBeInTheDocument();
});

it('validates live, next to the field, and blocks copying while invalid', async () => {
  const user = setupUser();
  renderPage();
  const ticker = screen.getByLabelText('Ticker');
  await user.clear(ticker);
  await user.type(ticker, 'MNQ 1!');
  expect(ticker).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('ab-ticker-error')).toHaveTextContent('Use a TradingView ticker');
  expect(ticker.getAttribute('aria-describedby')).toContain('ab-ticker-error');
  const quantity = screen.getByLabelText('Quantity (contracts)');
  await user.clear(quantity);
  await user.type(quantity, '0');
  expect(screen.getByTestId('ab-quantity-error')).toHaveTextContent(
    'Between 1 and 1000 contracts.',
  );
  expect(screen.getByTestId('alert-status')).toHaveTextContent('2 fields to fix');
  expect(screen.getByRole('button', { name: 'Copy message' })).toBeDisabled();
  await user.clear(ticker);
  await user.type(ticker, 'es1!');
  expect(screen.queryByTestId('ab-ticker-error')).not.toBeInTheDocument();
  expect(json().ticker).toBe('ES1!');
});

it('shows the fields each action takes', async () => {
  const user = setupUser();
  renderPage();
  expect(screen.getByLabelText('Fill price')).toHaveValue('{{close}}');
  expect(screen.queryByLabelText('Time in force')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Limit' }));
  const price = screen.getByLabelText('Limit price');
  await user.clear(price);
  expect(screen.getByTestId('ab-price-error')).toHaveTextContent('Required.');
  await user.type(price, '18250.25');
  // No time in force: neither the paper account nor Tradovate applies it yet.
  expect(screen.queryByLabelText('Time in force')).not.toBeInTheDocument();
  expect(json()).toMatchObject({ orderType: 'limit', price: 18250.25 });
  expect(json()).not.toHaveProperty('timeInForce');

  await user.click(screen.getByRole('radio', { name: 'Exit' }));
  expect(screen.queryByLabelText('Take-profit')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Quantity (contracts)')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Sentiment')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Exit closes the whole position on this contract at market: no quantity or order type.',
    ),
  ).toBeInTheDocument();
  expect(json()).toEqual({
    ticker: 'MNQ1!',
    action: 'exit',
    price: 18250.25,
    time: '{{timenow}}',
  });

  await user.click(screen.getByRole('radio', { name: 'Cancel orders' }));
  expect(screen.queryByLabelText('Fill price')).not.toBeInTheDocument();
  expect(json()).toEqual({ ticker: 'MNQ1!', action: 'cancel', time: '{{timenow}}' });

  await user.click(screen.getByRole('radio', { name: 'Reverse' }));
  await user.clear(screen.getByLabelText('Quantity (contracts)'));
  expect(screen.queryByTestId('ab-quantity-error')).not.toBeInTheDocument();
  expect(json()).toEqual({
    ticker: 'MNQ1!',
    action: 'reverse',
    price: 18250.25,
    takeProfit: { ticks: 40 },
    stopLoss: { ticks: 20 },
    time: '{{timenow}}',
  });
});

it('edits exits in ticks, points, dollars or percent', async () => {
  const user = setupUser();
  renderPage();
  const unit = screen.getByLabelText('Stop-loss: unit');
  expect(
    within(unit)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['None', 'Ticks', 'Points', 'Dollars per contract', 'Percent']);
  await user.selectOptions(unit, 'points');
  const stop = screen.getByLabelText('Stop-loss');
  await user.clear(stop);
  await user.type(stop, '12.5');
  expect(json().stopLoss).toEqual({ points: 12.5 });
  await user.selectOptions(unit, 'dollars');
  expect(json().stopLoss).toEqual({ dollars: 12.5 });
  await user.selectOptions(screen.getByLabelText('Take-profit: unit'), 'percent');
  const target = screen.getByLabelText('Take-profit');
  await user.clear(target);
  await user.type(target, '150');
  expect(screen.getByTestId('ab-takeProfit-error')).toHaveTextContent(
    'A number above 0 and at most 100',
  );
  await user.selectOptions(screen.getByLabelText('Take-profit: unit'), 'off');
  expect(screen.getByLabelText('Take-profit')).toBeDisabled();
  expect(json()).not.toHaveProperty('takeProfit');
});

it('edits sentiment, id, time and max_lag', async () => {
  const user = setupUser();
  renderPage();
  await user.selectOptions(screen.getByLabelText('Sentiment'), 'flat');
  expect(json().sentiment).toBe('flat');
  await user.selectOptions(screen.getByLabelText('Sentiment'), '{{strategy.market_position}}');
  expect(json().sentiment).toBe('{{strategy.market_position}}');

  const id = screen.getByLabelText('Alert id');
  await user.type(id, 'ORB');
  expect(screen.getByTestId('ab-id-error')).toHaveTextContent('Add {{time}} or {{timenow}}');
  await user.type(id, ' ');
  await user.click(screen.getByRole('button', { name: 'Insert a placeholder into Alert id' }));
  await user.click(screen.getByRole('menuitem', { name: /\{\{time\}\} Bar opening time/ }));
  expect(id).toHaveValue('ORB {{time}}');
  expect(id).toHaveFocus();
  expect(screen.queryByTestId('ab-id-error')).not.toBeInTheDocument();

  const maxLag = screen.getByLabelText('max_lag (seconds)');
  await user.type(maxLag, '30');
  expect(json()).toMatchObject({ id: 'ORB {{time}}', time: '{{timenow}}', max_lag: 30 });
  await user.selectOptions(screen.getByLabelText('Time'), 'off');
  expect(screen.getByTestId('ab-maxLag-error')).toHaveTextContent('max_lag needs a time');
  expect(json()).not.toHaveProperty('time');

  await user.click(screen.getByRole('checkbox', { name: /Include the chart interval/ }));
  await user.click(screen.getByRole('checkbox', { name: /Include the strategy's position size/ }));
  expect(json()).toMatchObject({
    interval: '{{interval}}',
    positionSize: '{{strategy.position_size}}',
  });
});

it('applies presets', async () => {
  const user = setupUser();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Strategy entries/exits' }));
  expect(json()).toEqual(SAMPLE_ALERT);
  expect(screen.getByTestId('preset-hint')).toHaveTextContent(
    'One alert for a whole Pine strategy',
  );
  await user.click(screen.getByRole('button', { name: 'Flatten position' }));
  expect(json().action).toBe('exit');
  await user.click(screen.getByRole('button', { name: 'Cancel orders' }));
  expect(json().action).toBe('cancel');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByRole('button', { name: 'Simple long' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('inserts placeholders from the menu', async () => {
  const user = setupUser();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Insert a placeholder into Ticker' }));
  const menu = screen.getByRole('menu', { name: 'TradingView placeholders for Ticker' });
  await user.click(within(menu).getByRole('menuitem', { name: /^\{\{ticker\}\}/ }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Ticker')).toHaveValue('{{ticker}}');
  expect(screen.getByLabelText('Ticker')).toHaveFocus();
  expect(json().ticker).toBe('{{ticker}}');

  // Keyboard use of the comment's menu, inserting at the caret.
  const comment = screen.getByLabelText('Comment');
  await user.type(comment, 'TF ');
  await user.click(screen.getByRole('button', { name: 'Insert a placeholder into Comment' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items).toHaveLength(12);
  expect(items[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(items[6]).toHaveFocus();
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
  const ticker = screen.getByLabelText('Ticker');
  await user.clear(ticker);
  await user.type(ticker, 'CL1!');
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  unmount();
  expect(localStorage.getItem(STORAGE_KEY)).toContain('CL1!');
  renderPage();
  expect(screen.getByLabelText('Ticker')).toHaveValue('CL1!');
  expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
});

it('shares through the URL query and loads a shared link', async () => {
  const user = setupUser();
  const first = renderPage();
  await user.click(screen.getByRole('radio', { name: 'Reverse' }));
  await user.click(screen.getByRole('button', { name: 'Copy share link' }));
  const link = writeText.mock.calls[0]![0];
  expect(link).toMatch(/^http:\/\/localhost\/tools\/alert-builder\?ticker=MNQ1%21&action=reverse/);
  expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
  first.unmount();
  localStorage.clear();

  const url = new URL(`${link.replace('MNQ1%21', 'ES1%21')}&utm_source=forum`);
  renderPage(`${url.pathname}${url.search}`);
  expect(screen.getByLabelText('Ticker')).toHaveValue('ES1!');
  expect(screen.getByRole('radio', { name: 'Reverse' })).toBeChecked();
  expect(await screen.findByText('Loaded the shared alert settings')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/tools/alert-builder?utm_source=forum',
    ),
  );
  expect(localStorage.getItem(STORAGE_KEY)).toContain('ES1!');
});

it('migrates a link of the first payload version and says what it could not keep', async () => {
  const user = setupUser();
  renderPage('/tools/alert-builder?symbol=MES1!&action=close&tp=p6100&sl=t20&bar=1');
  const notice = screen.getByTestId('legacy-notice');
  expect(notice).toHaveTextContent('symbol is now ticker and close is now exit');
  expect(notice).toHaveTextContent('A take-profit or stop-loss at a fixed price could not be kept');
  expect(screen.getByRole('radio', { name: 'Exit' })).toBeChecked();
  expect(json()).toEqual({
    ticker: 'MES1!',
    action: 'exit',
    price: '{{close}}',
    time: '{{timenow}}',
    interval: '{{interval}}',
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools\/alert-builder$/),
  );
  await user.click(within(notice).getByRole('button', { name: 'Got it' }));
  expect(screen.queryByTestId('legacy-notice')).not.toBeInTheDocument();
});

it('links to the webhook page in the current language', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Open my webhook page' })).toHaveAttribute(
    'href',
    '/membership/webhook',
  );
});

const MEMBER_URL =
  'https://tickrelay.example/api/hooks/Abc_defGhijklmnopqrstuvwxyz0123456789-ABCDEF';

it('fills in a signed-in member’s webhook URL, never in the share link or the saved state', async () => {
  mockSession = { status: 'member' };
  mockGetWebhook.mockResolvedValue({ url: MEMBER_URL });
  const user = setupUser();
  renderPage('/tools/alert-builder?webhook=mine');
  const card = await screen.findByTestId('builder-webhook-url');
  expect(within(card).getByLabelText('Your webhook URL')).toHaveTextContent(MEMBER_URL);
  expect(
    screen.getByText(
      'Under Notifications, enable Webhook URL and paste your webhook URL, shown below.',
    ),
  ).toBeInTheDocument();
  expect(mockGetWebhook).toHaveBeenCalledTimes(1);
  await user.click(within(card).getByRole('button', { name: 'Copy URL' }));
  expect(writeText).toHaveBeenLastCalledWith(MEMBER_URL);
  expect(await screen.findByText('Webhook URL copied')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy share link' }));
  expect(writeText.mock.lastCall?.[0]).not.toContain('api/hooks');
  expect(localStorage.getItem(STORAGE_KEY)).not.toContain('api/hooks');
});

it('tells a signed-in member without an active membership where to start it', async () => {
  mockSession = { status: 'member' };
  mockGetWebhook.mockRejectedValue(
    new ApiError({
      status: 403,
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'This needs an active membership.',
    }),
  );
  renderPage();
  expect(
    await screen.findByText('Your membership is not active: start it to get your webhook URL.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open my subscription' })).toHaveAttribute(
    'href',
    '/membership/subscription',
  );
});

it('asks nothing of a visitor', () => {
  renderPage('/tools/alert-builder?webhook=mine');
  expect(mockGetWebhook).not.toHaveBeenCalled();
  expect(screen.queryByTestId('builder-webhook-url')).not.toBeInTheDocument();
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
  expect(screen.getByLabelText('Stop de protection (stop-loss) : unité')).toHaveDisplayValue(
    'Ticks',
  );
  expect(screen.getByLabelText('Sentiment')).toHaveDisplayValue('Aucun');
  expect(screen.getByLabelText('Heure')).toHaveDisplayValue('Heure du déclenchement : {{timenow}}');
  await user.click(screen.getByRole('radio', { name: 'Sortir' }));
  expect(screen.getByText(/La sortie clôture toute la position/)).toBeInTheDocument();
});

it('says in French what a first-version link lost', () => {
  mockLocale = 'fr';
  renderPage('/fr/tools/alert-builder?symbol=MES1!&action=buy&qty=1&tp=t8&sl=p6000&bar=0');
  const notice = screen.getByTestId('legacy-notice');
  expect(notice).toHaveTextContent('Mis à jour vers le format d’alerte actuel');
  expect(notice).toHaveTextContent('Un objectif ou un stop à prix fixe n’a pas pu être repris');
  expect(json()).toMatchObject({ ticker: 'MES1!', takeProfit: { ticks: 8 } });
  expect(json()).not.toHaveProperty('stopLoss');
});
