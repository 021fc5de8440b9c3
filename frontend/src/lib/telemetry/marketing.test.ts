import { createMarketing } from './marketing';
import * as tags from './marketing-tags';

const none: tags.MarketingConfig = { analyticsUrl: '', tagManagerUrl: '', adsConversionId: '' };

function setup(config: Partial<tags.MarketingConfig>) {
  const scheduled: (() => void)[] = [];
  const load = jest.fn(() => Promise.resolve(tags));
  const marketing = createMarketing({
    config: { ...none, ...config },
    load,
    schedule: (run) => scheduled.push(run),
  });
  return { marketing, load, paint: () => scheduled.splice(0).forEach((run) => run()) };
}

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};
const scriptSources = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));
const dataLayerEntries = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

describe('allowedScriptUrl', () => {
  const page = new URL('http://localhost/fr/blog') as unknown as Location;
  it.each([
    [
      'https://www.googletagmanager.com/gtag/js?id=G-1',
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    ],
    ['/vendor/analytics.js', 'http://localhost/vendor/analytics.js'],
    ['vendor/a.js', 'http://localhost/fr/vendor/a.js'],
    ['http://evil.test/a.js', null],
    ['//evil.test/a.js', null],
    ['javascript:alert(1)', null],
    ['data:text/javascript,alert(1)', null],
    ['   ', null],
  ])('%j → %j', (raw, expected) => {
    expect(tags.allowedScriptUrl(raw, page)).toBe(expected);
  });

  it('accepts protocol-relative URLs on an https page', () => {
    const securePage = new URL('https://tickrelay.test/') as unknown as Location;
    expect(tags.allowedScriptUrl('//cdn.test/a.js', securePage)).toBe('https://cdn.test/a.js');
  });
});

describe('marketing tags', () => {
  it('does nothing at all when nothing is configured', async () => {
    const { marketing, load, paint } = setup({});
    expect(marketing.configured).toBe(false);
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the analytics and tag-manager scripts async, only after the first paint', async () => {
    const { marketing, paint } = setup({
      analyticsUrl: '/stats/script.js',
      tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
    });
    marketing.start();
    marketing.start();
    await settle();
    expect(scriptSources()).toEqual([]);
    paint();
    await settle();
    expect(scriptSources()).toEqual([
      'http://localhost/stats/script.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
    ]);
    expect(Array.from(document.head.querySelectorAll('script'), (script) => script.async)).toEqual([
      true,
      true,
    ]);
  });

  it('loads only the configured one', async () => {
    const { marketing, paint } = setup({ analyticsUrl: 'https://stats.test/a.js' });
    marketing.start();
    paint();
    await settle();
    expect(scriptSources()).toEqual(['https://stats.test/a.js']);
    expect(window.gtag).toBeUndefined();
  });

  it('refuses a script over plain http', async () => {
    const { marketing, paint } = setup({ analyticsUrl: 'http://stats.test/a.js' });
    marketing.start();
    paint();
    await settle();
    expect(scriptSources()).toEqual([]);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('sends a conversion worth 1 USD through gtag on every call', async () => {
    const { marketing, paint } = setup({
      adsConversionId: 'AW-123456789/AbCdEf',
      tagManagerUrl: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    });
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    marketing.conversion();
    await settle();
    const conversion = [
      'event',
      'conversion',
      { send_to: 'AW-123456789/AbCdEf', value: 1, currency: 'USD' },
    ];
    expect(dataLayerEntries()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'AW-123456789'],
      conversion,
      conversion,
    ]);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-123456789']);
  });

  it('pushes Arguments objects, which is what gtag.js reads from dataLayer', () => {
    tags.sendConversion('AW-1/x');
    const entry = window.dataLayer![0] as object;
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
  });

  it('sends no conversion without a conversion id', async () => {
    const { marketing, paint } = setup({ analyticsUrl: '/a.js' });
    marketing.conversion();
    paint();
    await settle();
    expect(window.dataLayer).toBeUndefined();
  });
});
