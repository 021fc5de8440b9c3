import {
  blogPostPath,
  codePath,
  docsPagePath,
  fixedRoutes,
  routePaths,
  routeTable,
} from './routes';

describe('routes', () => {
  it('list each pattern once', () => {
    const patterns = routeTable.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('give every named path a route, or the base of routes with a parameter', () => {
    const fixed = new Set(fixedRoutes().map((route) => route.path));
    const bases = routeTable.map((route) => `/${route.pattern.split('/:')[0] ?? ''}`);
    for (const path of Object.values(routePaths)) {
      expect([path, fixed.has(path) || bases.includes(path)]).toEqual([path, true]);
    }
  });

  it('list the fixed paths once, wildcards by their base and without parameters', () => {
    const paths = fixedRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/docs', '/blog', '/membership/webhook']));
    expect(paths.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
    expect(fixedRoutes().find((route) => route.path === '/blog')?.page).toBe('blogList');
  });

  it('guard the members area and give the reCAPTCHA route its action', () => {
    const byPath = new Map(fixedRoutes().map((route) => [route.path, route]));
    for (const [path, route] of byPath) {
      if (path.startsWith('/membership')) expect([path, route.guard]).toEqual([path, 'auth']);
    }
    expect(byPath.get('/renew-subscription')).toMatchObject({
      guard: 'recaptcha',
      recaptchaAction: 'renew_subscription',
    });
  });

  it('build the paths of pages with a parameter', () => {
    expect(blogPostPath('bracket-orders')).toBe('/blog/bracket-orders');
    expect(docsPagePath('')).toBe('/docs');
    expect(docsPagePath('webhooks/payload-format')).toBe('/docs/webhooks/payload-format');
    expect(codePath('a b')).toBe('/code/a%20b');
  });
});
