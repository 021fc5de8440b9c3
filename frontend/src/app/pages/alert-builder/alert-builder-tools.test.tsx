import '@/features/alert-builder/testing/jsdom-polyfills';

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertTemplateView } from '@tickrelay/contracts/alert-templates/alert-templates';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import AlertBuilderPage from './alert-builder-page';

let mockLocale: 'en' | 'fr' = 'en';
let mockSession: { status: 'unknown' | 'visitor' | 'member' } = { status: 'visitor' };
const mockGetWebhook = jest.fn<Promise<{ url: string }>, []>();

jest.mock('@/lib/auth/auth-store', () => ({ useSession: () => mockSession }));
jest.mock('@/lib/api/endpoints/get-webhook.endpoint', () => ({
  useGetWebhook: () => mockGetWebhook,
}));
// The templates api: an in-memory list behind the real endpoint objects (the server side is
// covered by backend/test/alert-templates.int-spec.ts and the e2e spec).
let mockTemplates: AlertTemplateView[] = [];
jest.mock('@/features/alert-builder/alert-templates-api', () => ({
  templatesApi: {
    list: () => Promise.resolve({ items: mockTemplates }),
    create: (body: { name: string; message: string }) => {
      const item = {
        ...body,
        id: `id-${mockTemplates.length + 1}`,
        createdAt: '2026-11-24T00:00:00.000Z',
        updatedAt: '2026-11-24T00:00:00.000Z',
      };
      mockTemplates = [...mockTemplates, item];
      return Promise.resolve(item);
    },
    rename: (id: string, name: string) => {
      mockTemplates = mockTemplates.map((item) => (item.id === id ? { ...item, name } : item));
      return Promise.resolve(mockTemplates.find((item) => item.id === id));
    },
    remove: (id: string) => {
      mockTemplates = mockTemplates.filter((item) => item.id !== id);
      return Promise.resolve();
    },
  },
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

function renderPage(url = '/tools/alert-builder') {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <AlertBuilderPage />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

const json = (): Record<string, unknown> =>
  JSON.parse(screen.getByTestId('alert-json').textContent ?? '') as Record<string, unknown>;

beforeEach(() => {
  mockLocale = 'en';
  mockSession = { status: 'visitor' };
  mockGetWebhook.mockReset().mockResolvedValue({ url: 'https://tickrelay.test/api/hooks/x' });
  mockTemplates = [];
  localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

it('counts the message bytes against the receiver limit, in the page language', () => {
  mockLocale = 'fr';
  renderPage();
  const bytes = new TextEncoder().encode(screen.getByTestId('alert-json').textContent ?? '').length;
  expect(screen.getByTestId('alert-bytes')).toHaveTextContent(
    new RegExp(`^${bytes} octets sur 16\\s384$`),
  );
  expect(screen.getByTestId('alert-bytes')).toHaveAttribute('data-level', 'ok');
});

it('lists the problems of a pasted message by field and goes to the field chosen', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Paste an existing message' }));
  const box = screen.getByRole('textbox', { name: 'Alert message' });
  await user.click(box);
  await user.paste(
    '{"ticker": "MES1!", "action": "buy", "quantity": 1, "takeProfit": {"ticks": 0}, "colour": "red"}',
  );
  await user.click(screen.getByRole('button', { name: 'Check and load' }));
  const issues = screen.getByTestId('paste-issues');
  expect(issues).toHaveTextContent('2 problems: your webhook would refuse this message');
  expect(issues).toHaveTextContent('colour: not a field TickRelay knows');
  expect(issues).toHaveTextContent('Choose a problem to load the message into the form');
  await user.click(within(issues).getByRole('button', { name: /takeProfit\.ticks/ }));
  const takeProfit = screen.getByLabelText('Take-profit');
  await waitFor(() => expect(takeProfit).toHaveFocus());
  expect(takeProfit).toHaveValue('0');
  expect(takeProfit).toHaveAttribute('data-highlight', 'true');
  expect(takeProfit).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Ticker')).toHaveValue('MES1!');
});

it('offers no problem to choose when none has a field in the form', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Paste an existing message' }));
  await user.click(screen.getByRole('textbox', { name: 'Alert message' }));
  // timeInForce is kept from a pasted message, but no control edits it (nothing applies it yet).
  await user.paste(
    '{"ticker": "MES1!", "action": "buy", "quantity": 1, "orderType": "limit", "price": 1, "timeInForce": "later"}',
  );
  await user.click(screen.getByRole('button', { name: 'Check and load' }));
  const issues = screen.getByTestId('paste-issues');
  expect(issues).toHaveTextContent('timeInForce: not one of the accepted values');
  expect(within(issues).queryByRole('button')).toBeNull();
  expect(issues).not.toHaveTextContent('Choose a problem');
});

it('loads another product’s message converted, naming its format and the keys not used', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Paste an existing message' }));
  await user.click(screen.getByRole('textbox', { name: 'Alert message' }));
  await user.paste(
    'key=my-secret;command=PLACE;account=Sim101;instrument=MNQ 03-27;action=BUY;qty=2;order_type=LIMIT;limit_price=21000;tif=DAY;',
  );
  await user.click(screen.getByRole('button', { name: 'Check and load' }));
  expect(json()).toMatchObject({
    ticker: 'MNQH2027',
    action: 'buy',
    quantity: 2,
    orderType: 'limit',
    price: 21000,
  });
  expect(
    await screen.findByText(
      'Read as a CrossTrade command and loaded into the form as TickRelay’s message. Not used: key, account.',
    ),
  ).toBeInTheDocument();
});

it('names a misspelt key of a pasted message with its suggestion', async () => {
  const user = userEvent.setup();
  mockLocale = 'fr';
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Coller un message existant' }));
  await user.click(screen.getByRole('textbox', { name: 'Message d’alerte' }));
  await user.paste('{"symbol": "MES1!", "data": "buy", "quantitty": 1}');
  await user.click(screen.getByRole('button', { name: 'Vérifier et charger' }));
  expect(screen.getByTestId('paste-issues')).toHaveTextContent(
    'quantitty: semble mal orthographié : vouliez-vous dire quantity ?',
  );
});

it('loads a valid pasted message into the form', async () => {
  const user = userEvent.setup();
  mockLocale = 'fr';
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Coller un message existant' }));
  await user.click(screen.getByRole('textbox', { name: 'Message d’alerte' }));
  await user.paste(
    '{"ticker": "{{ticker}}", "action": "sell", "quantity": 3, "stopLoss": {"points": 12.5}, "max_lag": 45}',
  );
  await user.click(screen.getByRole('button', { name: 'Vérifier et charger' }));
  expect(json()).toMatchObject({
    action: 'sell',
    quantity: 3,
    stopLoss: { points: 12.5 },
    max_lag: 45,
  });
  expect(screen.queryByTestId('paste-issues')).toBeNull();
});

it('warns about a dated contract near expiry and replaces it in one click', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T12:00:00Z'));
  const user = userEvent.setup();
  renderPage();
  const ticker = screen.getByLabelText('Ticker');
  await user.clear(ticker);
  await user.type(ticker, 'MNQZ2026');
  const warning = screen.getByTestId('rollover-warning');
  expect(warning).toHaveTextContent('MNQZ2026 is about to expire');
  expect(warning).toHaveTextContent('December 18, 2026, in 24 days');
  await user.click(within(warning).getByRole('button', { name: 'Use MNQH2027' }));
  expect(ticker).toHaveValue('MNQH2027');
  expect(screen.queryByTestId('rollover-warning')).toBeNull();
});

it('asks visitors to sign in to save templates', () => {
  renderPage();
  expect(screen.getByTestId('templates-signin')).toHaveTextContent('Sign in');
  expect(screen.queryByLabelText('Template name')).toBeNull();
});

it('lets a member save, load, rename and delete templates', async () => {
  mockSession = { status: 'member' };
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('No template yet: name the message above and save it.');
  await user.type(screen.getByLabelText('Template name'), 'Long MNQ');
  await user.click(screen.getByRole('button', { name: 'Save the message' }));
  await screen.findByText('Long MNQ');
  expect(JSON.parse(mockTemplates[0]!.message)).toEqual(json());

  await user.click(screen.getByRole('button', { name: 'Simple short' }));
  expect(json()).toMatchObject({ action: 'sell' });
  await user.click(screen.getByRole('button', { name: 'Load Long MNQ' }));
  expect(json()).toMatchObject({ action: 'buy' });

  await user.click(screen.getByRole('button', { name: 'Rename Long MNQ' }));
  const rename = screen.getByLabelText('New name for Long MNQ');
  await user.clear(rename);
  await user.type(rename, 'Breakout');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  await screen.findByText('Breakout');
  expect(mockTemplates.map((item) => item.name)).toEqual(['Breakout']);

  await user.click(screen.getByRole('button', { name: 'Delete Breakout' }));
  await screen.findByText('No template yet: name the message above and save it.');
  expect(mockTemplates).toEqual([]);
});
