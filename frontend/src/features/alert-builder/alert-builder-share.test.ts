import type { AlertForm } from './alert-builder';
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
  symbol: 'CME_MINI:MNQ1!',
  action: 'sell',
  quantity: '3',
  orderType: 'limit',
  price: '18250.25',
  takeProfitMode: 'price',
  takeProfit: '18100',
  stopLossMode: 'ticks',
  stopLoss: '24',
  timeInForce: 'gtc',
  account: 'Apex eval 1',
  comment: 'Fade & "break" {{interval}}',
  includeBarInfo: false,
};

describe('URL query', () => {
  it.each(PRESET_IDS)('round-trips the %s preset', (id) => {
    const params = new URLSearchParams(formToQuery(PRESETS[id]).toString());
    const back = formFromQuery(params);
    if (id === 'flatten') {
      // A close link carries no order fields: they come back as the default preset's.
      expect(back).toMatchObject({ symbol: '{{ticker}}', action: 'close', includeBarInfo: true });
    } else {
      expect(back).toEqual(PRESETS[id]);
    }
  });

  it('round-trips a custom form with special characters', () => {
    const url = shareUrl(custom, {
      origin: 'https://tickrelay.example',
      pathname: '/fr/tools/alert-builder',
    });
    expect(
      url.startsWith('https://tickrelay.example/fr/tools/alert-builder?symbol=CME_MINI%3AMNQ1%21'),
    ).toBe(true);
    const back = formFromQuery(new URL(url).searchParams);
    expect(back).toEqual(custom);
  });

  it('detects a share query', () => {
    expect(hasShareQuery(new URLSearchParams('symbol=ES1!'))).toBe(true);
    expect(hasShareQuery(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('drops unknown or invalid values', () => {
    const back = formFromQuery(
      new URLSearchParams('symbol=ES1!&action=hack&type=iceberg&tp=z5&tif=forever&bar=1'),
    );
    const fallback = presetForm(DEFAULT_PRESET);
    expect(back.symbol).toBe('ES1!');
    expect(back.action).toBe(fallback.action);
    expect(back.orderType).toBe(fallback.orderType);
    expect(back.takeProfitMode).toBe(fallback.takeProfitMode);
    expect(back.timeInForce).toBe(fallback.timeInForce);
  });

  it('caps very long incoming text', () => {
    const back = formFromQuery(
      new URLSearchParams({ comment: 'x'.repeat(5000), symbol: 'Y'.repeat(500) }),
    );
    expect(back.comment.length).toBeLessThanOrEqual(400);
    expect(back.symbol.length).toBeLessThanOrEqual(80);
  });
});

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores and loads the form', () => {
    storeForm(custom);
    expect(loadStoredForm()).toEqual(custom);
  });

  it('ignores corrupt, foreign or outdated data', () => {
    expect(loadStoredForm()).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadStoredForm()).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 99, form: custom }));
    expect(loadStoredForm()).toBeNull();
  });

  it('sanitises stored values', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ v: 1, form: { ...custom, action: 'steal', includeBarInfo: 'yes' } }),
    );
    const loaded = loadStoredForm();
    expect(loaded?.action).toBe(presetForm(DEFAULT_PRESET).action);
    expect(loaded?.includeBarInfo).toBe(presetForm(DEFAULT_PRESET).includeBarInfo);
    expect(loaded?.symbol).toBe(custom.symbol);
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

it('withoutShareQuery keeps unrelated parameters', () => {
  const params = new URLSearchParams('symbol=ES1!&action=buy&utm_source=mail&tp=t4');
  expect(withoutShareQuery(params).toString()).toBe('utm_source=mail');
});
