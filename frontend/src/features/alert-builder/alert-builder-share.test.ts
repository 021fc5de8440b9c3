import { buildAlertMessage, type AlertForm } from './alert-builder';
import { DEFAULT_PRESET, presetForm, PRESET_IDS, PRESETS } from './alert-builder-presets';
import {
  formFromQuery,
  formToQuery,
  hasShareQuery,
  loadStoredForm,
  sanitizeForm,
  shareUrl,
  STORAGE_KEY,
  storeForm,
  withoutShareQuery,
} from './alert-builder-share';

const custom: AlertForm = {
  ticker: 'CME_MINI:MNQ1!',
  action: 'sell',
  quantity: '3',
  orderType: 'limit',
  price: '18250.25',
  takeProfitMode: 'percent',
  takeProfit: '1.5',
  stopLossMode: 'dollars',
  stopLoss: '250',
  timeInForce: 'gtc',
  sentiment: '{{strategy.market_position}}',
  id: 'Fade #2 {{time}}',
  time: 'time',
  maxLag: '45',
  account: 'Apex eval 1',
  comment: 'Fade & "break" {{interval}}',
  includeInterval: true,
  includePositionSize: false,
};

describe('URL query', () => {
  it.each(PRESET_IDS)('round-trips the %s preset', (id) => {
    const params = new URLSearchParams(formToQuery(PRESETS[id]).toString());
    expect(formFromQuery(params)).toEqual({ form: PRESETS[id], legacy: null });
  });

  it('round-trips a custom form with special characters', () => {
    const url = shareUrl(custom, {
      origin: 'https://tickrelay.example',
      pathname: '/fr/tools/alert-builder',
    });
    expect(
      url.startsWith('https://tickrelay.example/fr/tools/alert-builder?ticker=CME_MINI%3AMNQ1%21'),
    ).toBe(true);
    expect(url).toContain('tp=percent%3A1.5&sl=dollars%3A250');
    expect(formFromQuery(new URL(url).searchParams)).toEqual({ form: custom, legacy: null });
  });

  it('detects a share query, of either version', () => {
    expect(hasShareQuery(new URLSearchParams('ticker=ES1!'))).toBe(true);
    expect(hasShareQuery(new URLSearchParams('symbol=ES1!'))).toBe(true);
    expect(hasShareQuery(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('drops unknown or invalid values', () => {
    const { form, legacy } = formFromQuery(
      new URLSearchParams(
        'ticker=ES1!&action=hack&type=iceberg&tp=miles:5&sl=z5&tif=forever&sent=maybe&time=later&interval=1',
      ),
    );
    const fallback = presetForm(DEFAULT_PRESET);
    expect(legacy).toBeNull();
    expect(form.ticker).toBe('ES1!');
    expect(form.action).toBe(fallback.action);
    expect(form.orderType).toBe(fallback.orderType);
    expect(form.takeProfitMode).toBe(fallback.takeProfitMode);
    expect(form.stopLossMode).toBe(fallback.stopLossMode);
    expect(form.timeInForce).toBe(fallback.timeInForce);
    expect(form.sentiment).toBe(fallback.sentiment);
    expect(form.time).toBe(fallback.time);
    expect(form.includeInterval).toBe(true);
  });

  it('caps very long incoming text', () => {
    const { form } = formFromQuery(
      new URLSearchParams({
        comment: 'x'.repeat(5000),
        ticker: 'Y'.repeat(500),
        id: 'z'.repeat(500),
      }),
    );
    expect(form.comment.length).toBeLessThanOrEqual(400);
    expect(form.ticker.length).toBeLessThanOrEqual(80);
    expect(form.id.length).toBeLessThanOrEqual(128);
  });
});

describe('links of the first payload version', () => {
  it('migrates symbol, close and the bar info, and says so', () => {
    const { form, legacy } = formFromQuery(
      new URLSearchParams('symbol=MES1!&action=close&account=main&bar=1'),
    );
    expect(legacy).toEqual({ priceExitsDropped: false });
    expect(form).toMatchObject({
      ticker: 'MES1!',
      action: 'exit',
      account: 'main',
      time: 'timenow',
      includeInterval: true,
    });
    expect(buildAlertMessage(form)).toEqual({
      ticker: 'MES1!',
      action: 'exit',
      price: '{{close}}',
      time: '{{timenow}}',
      account: 'main',
      interval: '{{interval}}',
    });
  });

  it('keeps exits in ticks and drops exits at a fixed price, saying so', () => {
    const { form, legacy } = formFromQuery(
      new URLSearchParams(
        'symbol=MNQ1!&action=buy&qty=2&type=limit&price=18250.25&tp=p18300&sl=t24&tif=gtc&bar=0',
      ),
    );
    expect(legacy).toEqual({ priceExitsDropped: true });
    expect(form).toMatchObject({
      ticker: 'MNQ1!',
      quantity: '2',
      orderType: 'limit',
      price: '18250.25',
      takeProfitMode: 'off',
      stopLossMode: 'ticks',
      stopLoss: '24',
      timeInForce: 'gtc',
      time: 'off',
      includeInterval: false,
    });
  });

  it('turns a strategy link into the v2 strategy message', () => {
    const { form } = formFromQuery(
      new URLSearchParams(
        'symbol={{ticker}}&action=strategy&qty={{strategy.order.contracts}}&bar=1',
      ),
    );
    expect(buildAlertMessage(form)).toMatchObject({
      ticker: '{{ticker}}',
      action: '{{strategy.order.action}}',
      quantity: '{{strategy.order.contracts}}',
      sentiment: '{{strategy.market_position}}',
      time: '{{timenow}}',
      positionSize: '{{strategy.position_size}}',
    });
  });
});

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores and loads the form', () => {
    storeForm(custom);
    expect(loadStoredForm()).toEqual({ form: custom, legacy: null });
  });

  it('ignores corrupt, foreign or unknown versions', () => {
    expect(loadStoredForm()).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadStoredForm()).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 99, form: custom }));
    expect(loadStoredForm()).toBeNull();
  });

  it('migrates a first-version saved state', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        v: 1,
        form: {
          symbol: 'ES1!',
          action: 'close',
          quantity: '1',
          orderType: 'market',
          price: '',
          takeProfitMode: 'price',
          takeProfit: '6100',
          stopLossMode: 'off',
          stopLoss: '',
          timeInForce: 'day',
          account: '',
          comment: 'old',
          includeBarInfo: false,
        },
      }),
    );
    const loaded = loadStoredForm();
    expect(loaded?.legacy).toEqual({ priceExitsDropped: true });
    expect(loaded?.form).toMatchObject({
      ticker: 'ES1!',
      action: 'exit',
      takeProfitMode: 'off',
      comment: 'old',
      time: 'off',
    });
  });

  it('sanitises stored values', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ v: 2, form: { ...custom, action: 'steal', includeInterval: 'yes' } }),
    );
    const loaded = loadStoredForm();
    expect(loaded?.form.action).toBe(presetForm(DEFAULT_PRESET).action);
    expect(loaded?.form.includeInterval).toBe(presetForm(DEFAULT_PRESET).includeInterval);
    expect(loaded?.form.ticker).toBe(custom.ticker);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(loadStoredForm(broken)).toBeNull();
    expect(() => storeForm(custom, broken)).not.toThrow();
  });

  it('sanitizeForm fills a non-object with the default', () => {
    expect(sanitizeForm('nope')).toEqual(presetForm(DEFAULT_PRESET));
  });
});

it('withoutShareQuery keeps unrelated parameters, and removes first-version keys', () => {
  const params = new URLSearchParams('ticker=ES1!&action=buy&utm_source=mail&tp=ticks:4&bar=1');
  expect(withoutShareQuery(params).toString()).toBe('utm_source=mail');
  expect(withoutShareQuery(new URLSearchParams('symbol=ES1!&x=1')).toString()).toBe('x=1');
});
