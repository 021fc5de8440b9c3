import { browserNavigation, navigateTo, registerNavigator } from './external-navigation';

// jsdom's default origin is http://localhost.
let assign: jest.SpyInstance;
let replace: jest.SpyInstance;
let open: jest.SpyInstance;
let warn: jest.SpyInstance;
let unregister: (() => void) | undefined;

beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  replace = jest.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  open = jest.spyOn(browserNavigation, 'open').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unregister?.();
  unregister = undefined;
  jest.restoreAllMocks();
});

describe('external URLs', () => {
  it('refuses another origin by default with a console warning', () => {
    expect(navigateTo('https://evil.example/phish')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/phish'));
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a protocol-relative URL and another port', () => {
    expect(navigateTo('//evil.example/x')).toBe(false);
    expect(navigateTo('http://localhost:9999/x')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('allows another origin with external: true', () => {
    expect(navigateTo('https://www.tradingview.com/', { external: true })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://www.tradingview.com/');
  });

  it('opens an allowed external URL in a new tab or replaces', () => {
    navigateTo('https://docs.example/a', { external: true, newTab: true });
    expect(open).toHaveBeenCalledWith('https://docs.example/a');
    navigateTo('https://docs.example/b', { external: true, replace: true });
    expect(replace).toHaveBeenCalledWith('https://docs.example/b');
  });

  it('refuses a mailto link unless allowed', () => {
    expect(navigateTo('mailto:support@tickrelay.example')).toBe(false);
    expect(navigateTo('mailto:support@tickrelay.example', { external: true })).toBe(true);
  });
});

describe('script URLs', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
  ])('always refuses %s, even with external: true', (url) => {
    expect(navigateTo(url, { external: true })).toBe(false);
    expect(navigateTo(url)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});

describe('same origin', () => {
  it('goes through the registered router with path, query and hash', () => {
    const navigate = jest.fn();
    unregister = registerNavigator(navigate);
    expect(navigateTo('/fr/blog?page=2#top')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/fr/blog?page=2#top', { replace: false });
    expect(navigateTo('http://localhost/docs/a', { replace: true })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/docs/a', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('resolves relative URLs against the current page', () => {
    const navigate = jest.fn();
    unregister = registerNavigator(navigate);
    navigateTo('contact');
    expect(navigate).toHaveBeenCalledWith('/contact', { replace: false });
  });

  it('falls back to the location when no router is registered', () => {
    expect(navigateTo('/privacy')).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://localhost/privacy');
    navigateTo('/privacy', { replace: true });
    expect(replace).toHaveBeenCalledWith('http://localhost/privacy');
  });

  it('unregistering the router restores the location fallback', () => {
    const navigate = jest.fn();
    registerNavigator(navigate)();
    navigateTo('/about');
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalled();
  });

  it('opens same-origin new tabs through window.open', () => {
    navigateTo('/docs', { newTab: true });
    expect(open).toHaveBeenCalledWith('http://localhost/docs');
  });
});
