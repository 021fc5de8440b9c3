import { createMarketing } from './marketing';
import * as tags from './marketing-tags';

const none: tags.MarketingConfig = { analyticsUrl: '', tagManagerUrl: '', adsConversionId: '' };

const all: tags.GrantedPurposes = { analytics: true, advertising: true };
const nothing: tags.GrantedPurposes = { analytics: false, advertising: false };

/** A consent source the test drives, as the banner drives the real store. */
function consentSource(initial: tags.GrantedPurposes) {
  let granted = initial;
  const listeners = new Set<() => void>();
  return {
    granted: () => granted,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: tags.GrantedPurposes) {
      granted = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function setup(config: Partial<tags.MarketingConfig>, granted: tags.GrantedPurposes = all) {
  const scheduled: (() => void)[] = [];
  const load = jest.fn(() => Promise.resolve(tags));
  const consent = consentSource(granted);
  const reload = jest.fn();
  const marketing = createMarketing({
    config: { ...none, ...config },
    load,
    schedule: (run) => scheduled.push(run),
    consent,
    reload,
  });
  return {
    marketing,
    load,
    consent,
    reload,
    paint: () => scheduled.splice(0).forEach((run) => run()),
  };
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
  tags.removeMarketing(); // the module remembers the scripts it added
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
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('consent', () => {
  const everything = {
    analyticsUrl: 'https://stats.test/a.js',
    tagManagerUrl: 'https://tags.test/gtm.js',
    adsConversionId: 'AW-1/x',
  };

  it('loads nothing and sends no conversion before consent, even after the paint', async () => {
    const { marketing, load, paint } = setup(everything, nothing);
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    marketing.conversion();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads what is accepted, when it is accepted, and counts the current page once', async () => {
    const { marketing, consent, paint } = setup(everything, nothing);
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    consent.set(all);
    paint();
    await settle();
    expect(scriptSources()).toEqual(['https://stats.test/a.js', 'https://tags.test/gtm.js']);
    expect(dataLayerEntries().filter((entry) => entry[1] === 'conversion')).toHaveLength(1);
  });

  it('analytics only: the analytics script, no tag manager, no conversion', async () => {
    const { marketing, paint } = setup(everything, { analytics: true, advertising: false });
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    expect(scriptSources()).toEqual(['https://stats.test/a.js']);
    expect(window.dataLayer).toBeUndefined();
  });

  it('advertising only: the tag manager and conversions, no analytics script', async () => {
    const { marketing, paint } = setup(everything, { analytics: false, advertising: true });
    marketing.start();
    marketing.conversion();
    paint();
    await settle();
    expect(scriptSources()).toEqual(['https://tags.test/gtm.js']);
    expect(dataLayerEntries().filter((entry) => entry[1] === 'conversion')).toHaveLength(1);
  });

  it('withdrawal removes the scripts, the gtag queue and tracker cookies, then reloads', async () => {
    const { marketing, consent, reload, paint } = setup(everything, all);
    marketing.start();
    paint();
    await settle();
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'lang=fr; path=/';
    consent.set(nothing);
    await settle();
    expect(scriptSources()).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('lang=fr');
    expect(reload).toHaveBeenCalledTimes(1);
    marketing.conversion();
    await settle();
    expect(window.dataLayer).toBeUndefined();
  });

  it('a refusal after a refusal reloads nothing', async () => {
    const { marketing, consent, reload, load, paint } = setup(everything, nothing);
    marketing.start();
    paint();
    consent.set(nothing);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
