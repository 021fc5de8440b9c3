import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { rawRequest, type RawResponse } from './support/http.client';
import {
  freePort,
  makeScratchDir,
  nginxTest,
  removeScratchDir,
  renderSite,
  startNginx,
  writeMainConfig,
  type RunningNginx,
  type SiteValues,
} from './support/nginx.runner';
import { readRepoFile } from './support/repo.paths';
import {
  evaluateRuntimeConfig,
  expectedRuntimeConfig,
  trickyValues,
  writeRuntimeConfig,
} from './support/runtime-config.fixture';

const placeholders = [
  'API_UPSTREAM',
  'LISTEN_PORT',
  'REAL_IP_DIRECTIVES',
  'RUNTIME_CONFIG_DIR',
  'SITE_ORIGIN',
  'WEB_ROOT',
];

function siteValues(prefix: string, port = 8080, upstreamPort = 3000): SiteValues {
  return {
    LISTEN_PORT: String(port),
    WEB_ROOT: join(prefix, 'www'),
    API_UPSTREAM: `127.0.0.1:${upstreamPort}`,
    RUNTIME_CONFIG_DIR: join(prefix, 'runtime'),
  };
}

function header(response: RawResponse, name: string): string {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

function expectSecurityHeaders(response: RawResponse): void {
  expect(header(response, 'x-content-type-options')).toBe('nosniff');
  expect(header(response, 'x-frame-options')).toBe('DENY');
  expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(header(response, 'permissions-policy')).toMatch(/camera=\(\)/);
  expect(header(response, 'strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(header(response, 'content-security-policy')).toMatch(/^default-src 'self'; /);
}

function cspDirectives(response: RawResponse): Map<string, string[]> {
  return new Map(
    header(response, 'content-security-policy')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('docker/nginx/default.conf.template', () => {
  const template = readRepoFile('docker/nginx/default.conf.template');

  it('has exactly the six documented placeholders and no other brace variable', () => {
    const found = [...new Set(template.match(/\$\{[^}]*\}/g) ?? [])].sort();
    expect(found).toEqual(placeholders.map((name) => `\${${name}}`));
  });

  it('is one server block and the api’s upstream, without includes', () => {
    expect(template).not.toMatch(/^\s*include\b/m);
    expect(template.match(/^server\s*\{/gm)).toHaveLength(1);
    expect(template).not.toMatch(/^(map|http)\b/m);
    // One upstream, the api's keepalive pool, named once so the block stays self-contained.
    expect(template.match(/^upstream\b.*$/gm)).toEqual(['upstream tickrelay_api {']);
    expect(template).toMatch(/proxy_pass http:\/\/tickrelay_api;/);
  });

  it('refuses values that could inject nginx directives', () => {
    const prefix = makeScratchDir('tickrelay-render-');
    try {
      const good = siteValues(prefix);
      const bad: Partial<SiteValues>[] = [
        { LISTEN_PORT: '8080; evil' },
        { LISTEN_PORT: '70000' },
        { WEB_ROOT: 'relative/path' },
        { WEB_ROOT: '/srv/www; autoindex on' },
        { RUNTIME_CONFIG_DIR: '/tmp/{x}' },
        { API_UPSTREAM: 'api:3000; return 200' },
        { PUBLIC_SITE_URL: 'https://tickrelay.app/path' },
        { PUBLIC_SITE_URL: 'https://tickrelay.app"; return 200 "x' },
        { PUBLIC_SITE_URL: 'javascript:alert(1)' },
        { TRUSTED_PROXY_CIDRS: '10.0.0.0/8; return 200' },
        { TRUSTED_PROXY_CIDRS: '10.0.0.0/8,1' },
        { TRUSTED_PROXY_CIDRS: '*' },
        { TRUSTED_PROXY_CIDRS: 'loopback' },
      ];
      for (const override of bad) {
        const result = renderSite({ ...good, ...override }, join(prefix, 'site.conf'));
        expect({ override, status: result.status }).toEqual({ override, status: 1 });
      }
    } finally {
      removeScratchDir(prefix);
    }
  });
});

describe('the site origin (PUBLIC_SITE_URL)', () => {
  it('is written in place of the build placeholder, else the request’s own origin', () => {
    const prefix = makeScratchDir('tickrelay-origin-');
    try {
      const site = join(prefix, 'site.conf');
      const values = siteValues(prefix);
      expect(
        renderSite({ ...values, PUBLIC_SITE_URL: 'https://tickrelay.app/' }, site).status,
      ).toBe(0);
      expect(readFileSync(site, 'utf8')).toContain(
        'set $tickrelay_site_origin "https://tickrelay.app";',
      );
      expect(renderSite(values, site).status).toBe(0);
      expect(readFileSync(site, 'utf8')).toContain(
        'set $tickrelay_site_origin "$scheme://$tickrelay_request_host";',
      );
    } finally {
      removeScratchDir(prefix);
    }
  });
});

describe('nginx -t', () => {
  let prefix: string;

  beforeEach(() => {
    prefix = makeScratchDir('tickrelay-nginx-t-');
  });

  afterEach(() => {
    removeScratchDir(prefix);
  });

  it('accepts the rendered template inside a minimal main config', () => {
    const site = join(prefix, 'site.conf');
    expect(renderSite(siteValues(prefix), site).status).toBe(0);
    expect(readFileSync(site, 'utf8')).not.toContain('${');
    const result = nginxTest(prefix, writeMainConfig(prefix, site));
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });

  it('accepts docker/nginx/nginx.conf with its paths moved into the prefix', () => {
    const confDir = join(prefix, 'conf.d');
    mkdirSync(confDir);
    expect(renderSite(siteValues(prefix), join(confDir, 'default.conf')).status).toBe(0);
    const imageMain = readRepoFile('docker/nginx/nginx.conf');
    expect(imageMain).toMatch(/^\s*include \/tmp\/nginx\/conf\.d\/\*\.conf;/m);
    expect(imageMain).toMatch(/^pid \/tmp\/nginx\/nginx\.pid;/m);
    const mainFile = join(prefix, 'nginx.conf');
    // In a container stdout/stderr are pipes; under jest they are sockets, which nginx cannot open.
    const adapted = imageMain
      .replaceAll('/tmp/nginx/', `${prefix}/`)
      .replaceAll('/dev/stderr', `${prefix}/error.log`)
      .replaceAll('/dev/stdout', `${prefix}/access.log`);
    writeFileSync(mainFile, adapted);
    const result = nginxTest(prefix, mainFile);
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });

  it('accepts the realip directives for the proxies TRUSTED_PROXY_CIDRS lists, and none by default', () => {
    const site = join(prefix, 'site.conf');
    expect(renderSite(siteValues(prefix), site).status).toBe(0);
    expect(readFileSync(site, 'utf8')).not.toMatch(/^\s*set_real_ip_from|real_ip_header/m);
    const values = { ...siteValues(prefix), TRUSTED_PROXY_CIDRS: '10.0.0.0/8, 192.0.2.7,fd00::/8' };
    expect(renderSite(values, site).status).toBe(0);
    expect(readFileSync(site, 'utf8')).toContain(
      'set_real_ip_from 10.0.0.0/8; set_real_ip_from 192.0.2.7; set_real_ip_from fd00::/8; real_ip_header X-Forwarded-For; real_ip_recursive on;',
    );
    const result = nginxTest(prefix, writeMainConfig(prefix, site));
    expect(result.stderr).toMatch(/test is successful/);
  });

  it('rejects a broken server block (the check can fail)', () => {
    const site = join(prefix, 'site.conf');
    renderSite(siteValues(prefix), site);
    writeFileSync(
      site,
      readFileSync(site, 'utf8').replace('client_max_body_size 1m;', 'client_max_body_size 1m'),
    );
    const result = nginxTest(prefix, writeMainConfig(prefix, site));
    expect(result.status).not.toBe(0);
  });
});

describe('nginx serving the SPA with the rendered template', () => {
  const assetSource = `export const routes = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `/route-${i}`))};\n`;
  // What frontend/scripts/prerender writes: a page per path, the not-found documents, sitemap.
  const page = (lang: string, title: string) =>
    `<!doctype html><html lang="${lang}"><head><script src="/runtime-config.js"></script><title>${title}</title><link rel="canonical" href="https://tickrelay.invalid/${title}"></head><body><div id="root"></div>${'<!-- padding -->'.repeat(30)}</body></html>\n`;
  const indexHtml = page('en', 'home');
  const files: Record<string, string> = {
    'index.html': indexHtml,
    'about/index.html': page('en', 'about'),
    'fr/index.html': page('fr', 'accueil'),
    'fr/about/index.html': page('fr', 'a-propos'),
    'signin/index.html': page('en', 'shell'),
    '404.html': page('en', 'not-found'),
    'fr/404.html': page('fr', 'introuvable'),
    'sitemap.xml': '<urlset><url><loc>https://tickrelay.invalid/about</loc></url></urlset>\n',
    'robots.txt': 'Sitemap: https://tickrelay.invalid/sitemap.xml\n',
  };
  let prefix: string;
  let upstream: EchoUpstream;
  let nginx: RunningNginx;

  beforeAll(async () => {
    prefix = makeScratchDir('tickrelay-nginx-run-');
    upstream = await startEchoUpstream();
    const port = await freePort();
    const values = siteValues(prefix, port, upstream.port);
    mkdirSync(join(values.WEB_ROOT, 'assets'), { recursive: true });
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(values.WEB_ROOT, file, '..'), { recursive: true });
      writeFileSync(join(values.WEB_ROOT, file), content);
    }
    writeFileSync(join(values.WEB_ROOT, 'assets', 'index-3f9a1c.js'), assetSource);
    writeFileSync(
      join(values.WEB_ROOT, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const written = writeRuntimeConfig(values.RUNTIME_CONFIG_DIR, trickyValues);
    if (written.status !== 0) throw new Error(written.stderr);
    const site = join(prefix, 'site.conf');
    const rendered = renderSite(values, site);
    if (rendered.status !== 0) throw new Error(rendered.stderr);
    nginx = await startNginx(prefix, writeMainConfig(prefix, site), port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
    if (prefix) removeScratchDir(prefix);
  });

  const get = (path: string, headers?: Record<string, string>): Promise<RawResponse> =>
    rawRequest(`${nginx.baseUrl}${path}`, { headers });

  const origin = () => new URL(nginx.baseUrl).host;
  const rewritten = (content: string) =>
    content.replaceAll('https://tickrelay.invalid', `http://${origin()}`);

  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/fr', 'fr/index.html'],
    ['/fr/', 'fr/index.html'],
    ['/fr/about', 'fr/about/index.html'],
    ['/signin?redirect=/x', 'signin/index.html'],
  ])('answers %s with its page (%s), 200, no-cache', async (path, file) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.text).toBe(rewritten(files[file]!));
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expect(header(response, 'cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  it.each([
    ['/no-such-page', '404.html'],
    ['/docs/a/b/c', '404.html'],
    ['/membership/nope', '404.html'],
    ['/fr/nope/x.y', 'fr/404.html'],
    ['/fr/docs/nope', 'fr/404.html'],
    ['/french', '404.html'],
  ])('answers the unknown %s with 404 and the not-found page (%s)', async (path, file) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.text).toBe(rewritten(files[file]!));
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
  });

  it('never serves the not-found documents as pages', async () => {
    for (const path of ['/404.html', '/fr/404.html']) expect((await get(path)).status).toBe(404);
  });

  it('writes the request’s origin for the placeholder in HTML, XML and text, a checked Host only', async () => {
    const page = await get('/about', { Host: 'tickrelay.test:8443' });
    expect(page.text).toContain('href="http://tickrelay.test:8443/about"');
    const sitemap = await get('/sitemap.xml', { Host: 'tickrelay.test' });
    expect(sitemap.text).toContain('<loc>http://tickrelay.test/about</loc>');
    expect(header(sitemap, 'content-type')).toMatch(/^application\/xml/);
    expect((await get('/robots.txt', { Host: 'tickrelay.test' })).text).toBe(
      'Sitemap: http://tickrelay.test/sitemap.xml\n',
    );
    const hostile = await get('/about', { Host: 'evil.test"><script>x' });
    expect(hostile.text).not.toContain('evil');
    expect(hostile.text).toContain('href="http://localhost/about"');
  });

  it('revalidates /index.html itself', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(200);
    expect(header(response, 'cache-control')).toBe('no-cache');
  });

  it('caches hashed assets forever, with the right type and the security headers', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(assetSource);
    expect(header(response, 'content-type')).toMatch(/^text\/javascript/);
    expect(header(response, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('answers a missing asset 404, not a page, and never caches the error', async () => {
    const response = await get('/assets/missing-000.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
    expect(response.text).not.toContain('not-found');
    expect(header(response, 'cache-control')).toBe('');
    expectSecurityHeaders(response);
  });

  it('gzips text when the client accepts it, and only then', async () => {
    for (const path of ['/assets/index-3f9a1c.js', '/']) {
      const zipped = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(header(zipped, 'content-encoding')).toBe('gzip');
      expect(header(zipped, 'vary')).toMatch(/Accept-Encoding/);
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(
        path.startsWith('/assets') ? assetSource : rewritten(indexHtml),
      );
      const plain = await get(path);
      expect(header(plain, 'content-encoding')).toBe('');
    }
  });

  it('serves /runtime-config.js from the runtime directory, never cached, values intact', async () => {
    const response = await get('/runtime-config.js');
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^text\/javascript/);
    expect(header(response, 'cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    expect(evaluateRuntimeConfig(response.text)).toEqual(expectedRuntimeConfig(trickyValues));
  });

  it('sends a CSP that allows only the SPA’s own third parties', async () => {
    const csp = cspDirectives(await get('/'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Path-restricted, as Google documents for reCAPTCHA and the Google tag: no whole host that
    // serves JSONP, AngularJS or arbitrary containers (CSP Evaluator's bypass lists).
    expect(scripts).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com/gtag/',
    ]);
    const bypassProneHosts = [
      'www.google.com',
      'www.gstatic.com',
      'www.googletagmanager.com',
      'ajax.googleapis.com',
      'www.google-analytics.com',
      'www.googleadservices.com',
      'googleads.g.doubleclick.net',
      'cdn.jsdelivr.net',
      'cdnjs.cloudflare.com',
      'unpkg.com',
    ];
    for (const source of scripts.filter((item) => item.startsWith('https://'))) {
      const url = new URL(source);
      expect({ source, wholeHost: url.pathname === '/' }).toEqual({ source, wholeHost: false });
      expect(url.hostname).not.toMatch(/\*/);
      if (bypassProneHosts.includes(url.hostname)) expect(url.pathname).not.toBe('/');
    }
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/']),
    );
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.google-analytics.com',
        'https://api.iconify.design',
        'https://api.simplesvg.com',
        'https://api.unisvg.com',
      ]),
    );
    for (const sources of csp.values()) {
      for (const source of sources) {
        expect(source).not.toMatch(/^(http:|\*$|https:\/\/\*$)/);
      }
    }
  });

  it('serves an SPA whose HTML has no inline script (the CSP allows none)', () => {
    const html = readRepoFile('frontend/index.html');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect({ attributes, body: body.trim() }).toEqual({ attributes, body: '' });
      expect(attributes).toMatch(/\ssrc="\/[^"]*"/);
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('proxies /api/ to the api with forwarding headers and a request id', async () => {
    upstream.received.length = 0;
    const response = await rawRequest(`${nginx.baseUrl}/api/health/ready?probe=1`, {
      headers: { Host: 'tickrelay.test', 'X-Request-Id': 'req-123' },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ ok: true });
    const [seen] = upstream.received;
    expect(seen?.url).toBe('/api/health/ready?probe=1');
    expect(seen?.headers.host).toBe('tickrelay.test');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-real-ip']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-request-id']).toBe('req-123');
    expect(header(response, 'x-request-id')).toBe('req-123');
    // The api decides its own caching; the site's security headers replace the api's copies.
    expect(header(response, 'cache-control')).toBe('private, max-age=5');
    expect(header(response, 'x-powered-by')).toBe('');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; /);
    expect(header(response, 'x-frame-options')).toBe('DENY');
    expectSecurityHeaders(response);
  });

  it('proxies a webhook (a secret path) like any /api/ request', async () => {
    upstream.received.length = 0;
    const response = await rawRequest(`${nginx.baseUrl}/api/hooks/some-token?lang=fr`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Request-Id': 'req-hook' },
      body: Buffer.from('buy'),
    });
    expect(response.status).toBe(200);
    const [seen] = upstream.received;
    expect(seen?.url).toBe('/api/hooks/some-token?lang=fr');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-request-id']).toBe('req-hook');
    expect(header(response, 'cache-control')).toBe('private, max-age=5');
    expectSecurityHeaders(response);
  });

  it('passes the api the address it sees, never a client’s own X-Forwarded-For', async () => {
    upstream.received.length = 0;
    // The client's peer address (here loopback; Docker's gateway for compose's published port) is
    // one the api trusts: an appended header would make the api believe the client's claim.
    await rawRequest(`${nginx.baseUrl}/api/auth/session`, {
      headers: { 'X-Forwarded-For': '198.51.100.9, 52.89.214.238' },
    });
    const [seen] = upstream.received;
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-real-ip']).toBe('127.0.0.1');
  });

  it('creates a request id when the caller sends none, and sets the scheme itself', async () => {
    upstream.received.length = 0;
    // A client claiming https over plain http must not reach the api as https.
    await rawRequest(`${nginx.baseUrl}/api/x`, { headers: { 'X-Forwarded-Proto': 'https' } });
    const [seen] = upstream.received;
    expect(seen?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
  });

  it('refuses request bodies over 1 MB before they reach the api', async () => {
    upstream.received.length = 0;
    const response = await rawRequest(`${nginx.baseUrl}/api/telemetry/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(1024 * 1024 + 10, 'a'),
    });
    expect(response.status).toBe(413);
    expect(upstream.received).toEqual([]);
  });

  it('answers the health probe without touching the disk', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok\n');
    expect(header(response, 'cache-control')).toBe('no-store');
  });
  it('keeps URL secrets out of the access log, in the request and the referrer', async () => {
    const marker = `/docs?page=2&keyword=ok&n=${Date.now()}`;
    await get('/confirm?token=SECRET-A1');
    await get('/fr/update-password?lang=fr&code=SECRET-A2');
    await get('/assets/index-3f9a1c.js', { Referer: `${nginx.baseUrl}/confirm?token=SECRET-A3` });
    await get('/api/anything?x=1;Access_Token=SECRET-A4');
    await get('/?signature=SECRET-A5&key=SECRET-A6');
    await get('/api/hooks/SECRET-A7xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
    await get('/api/hooks/SECRET-A8/more?x=1');
    await get('/api/payments/sandbox/portal/SECRET-A9.mac/subscriptions/sub_1/cancel');
    await get('/api/payments/sandbox/checkout/cs_sb_SECRET-B1?lang=fr');
    // Another case reaches the static 404 page (an internal redirect), still redacted.
    await get('/API/Hooks/SECRET-B2');
    await get('/assets/index-3f9a1c.js', {
      Referer: `${nginx.baseUrl}/api/payments/sandbox/portal/SECRET-B3`,
    });
    await get(marker);
    const log = await accessLogWith(join(prefix, 'access.log'), marker);
    expect(log).not.toContain('SECRET-');
    const entries = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { uri: string; referrer: string });
    const uris = entries.map((entry) => entry.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        '/confirm?redacted',
        '/fr/update-password?redacted',
        '/api/anything?redacted',
        '/?redacted',
        '/api/hooks/redacted',
        '/api/payments/sandbox/portal/redacted',
        '/api/payments/sandbox/checkout/redacted',
        '/API/Hooks/redacted',
        marker,
      ]),
    );
    expect(entries.map((entry) => entry.referrer)).toEqual(
      expect.arrayContaining([
        `${nginx.baseUrl}/confirm?redacted`,
        `${nginx.baseUrl}/api/payments/sandbox/portal/redacted`,
      ]),
    );
  });
});

/** The access log once it has a line for `marker` (nginx writes it just after answering). */
async function accessLogWith(file: string, marker: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(JSON.stringify(marker).slice(1, -1)) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('nginx with the api down', () => {
  let prefix: string;
  let nginx: RunningNginx;

  beforeAll(async () => {
    prefix = makeScratchDir('tickrelay-nginx-down-');
    const port = await freePort();
    // Nothing listens on the upstream's port: every /api request is a 502 and an error line.
    const values = siteValues(prefix, port, await freePort());
    mkdirSync(values.WEB_ROOT, { recursive: true });
    writeFileSync(join(values.WEB_ROOT, '404.html'), '<!doctype html><title>404</title>\n');
    const site = join(prefix, 'site.conf');
    const rendered = renderSite(values, site);
    if (rendered.status !== 0) throw new Error(rendered.stderr);
    nginx = await startNginx(prefix, writeMainConfig(prefix, site), port);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (prefix) removeScratchDir(prefix);
  });

  it('keeps secret paths out of its error log, and logs the others', async () => {
    const post = (path: string) =>
      rawRequest(`${nginx.baseUrl}${path}`, { method: 'POST', body: Buffer.from('x') });
    expect((await post('/api/hooks/SECRET-HOOK-C1')).status).toBe(502);
    expect((await post('/API/hooks/SECRET-HOOK-C2')).status).toBe(404);
    expect((await post('/api/payments/sandbox/portal/SECRET-C3/card')).status).toBe(502);
    expect((await post('/api/contact?probe=NOT-SECRET-C4')).status).toBe(502);
    const errors = readFileSync(join(prefix, 'error.log'), 'utf8');
    expect(errors).toContain('NOT-SECRET-C4');
    expect(errors).not.toMatch(/SECRET-(HOOK-C1|HOOK-C2|C3)/);
  });
});

describe('docker/nginx/nginx.conf access log', () => {
  const main = readRepoFile('docker/nginx/nginx.conf');

  it('uses the site’s redacting format, named after the include that defines it', () => {
    const include = main.indexOf('include /tmp/nginx/conf.d/*.conf;');
    const accessLog = main.indexOf('access_log /dev/stdout tickrelay_access;');
    expect(include).toBeGreaterThan(0);
    expect(accessLog).toBeGreaterThan(include);
    expect(main.match(/^\s*access_log\b/gm)).toHaveLength(1);
    expect(main).not.toMatch(/\$request_uri|\$request\b|\$http_referer|\$args|\$query_string/);
  });
});
