// Member-only downloads through the real api (Postgres, Redis): a member's signed link streams the
// file as an attachment; an expired, tampered or other file's link is 403 DOWNLOAD_LINK_INVALID in
// English and French; a visitor is 401, a member without a subscription 403; an unknown id or a
// path that tries to leave the downloads folder is 404 and never a file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  DOWNLOAD_LINK_TTL_SECONDS,
  type DownloadLink,
  MEMBER_DOWNLOAD_FILES,
} from '@tickrelay/contracts/endpoints/downloads.endpoints';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import enErrors from '../src/i18n/en/errors.json';
import frErrors from '../src/i18n/fr/errors.json';
import { signDownload } from '../src/modules/downloads/download-links';
import { MEMBER_DOWNLOADS_DIRECTORY } from '../src/modules/downloads/downloads.service';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

const TEMPLATE = 'strategy-template-advanced';
const ENVIRONMENT = 'postman-environment';

let api: WebhooksTestApi;
let world: WebhooksWorld;
let member: ApiAgent;
let lapsed: ApiAgent;
let visitor: ApiAgent;

beforeAll(async () => {
  api = await startWebhooksApi({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
  world = new WebhooksWorld(api);
  member = (await world.member()).agent;
  lapsed = (await world.member({ entitled: false })).agent;
  visitor = world.agent();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await api?.close();
});

async function linkFor(id: string, agent = member): Promise<DownloadLink> {
  const response = await agent.post<DownloadLink>(`/api/downloads/${id}/link`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.body;
}

/** The link's query, as the file route reads it. */
function partsOf(link: DownloadLink): { path: string; expires: string; sig: string } {
  const url = new URL(link.url, 'http://site.invalid');
  return {
    path: url.pathname,
    expires: url.searchParams.get('expires') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
}

const secret = () => api.config.downloadLinkSecret;

describe('member-only downloads', () => {
  it('gives a member a 5-minute link that streams the file as an attachment, without a session', async () => {
    const before = Date.now();
    const link = await linkFor(TEMPLATE);
    const { path, expires, sig } = partsOf(link);
    expect(path).toBe(`/api/downloads/${TEMPLATE}/file`);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt).toBe(Number(expires) * 1000);
    expect(expiresAt - before).toBeGreaterThan((DOWNLOAD_LINK_TTL_SECONDS - 5) * 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(DOWNLOAD_LINK_TTL_SECONDS * 1000);

    // A plain navigation: the visitor agent has no cookie, the signature is the proof.
    const response = await visitor.get(link.url);
    const file = MEMBER_DOWNLOAD_FILES.find((item) => item.id === TEMPLATE)!;
    const bytes = readFileSync(join(MEMBER_DOWNLOADS_DIRECTORY, file.fileName));
    expect(response.status).toBe(200);
    expect(response.text).toBe(bytes.toString('utf8'));
    expect(response.text).toContain('//@version=6');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${file.fileName}"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves every member-only file with its own type', async () => {
    for (const file of MEMBER_DOWNLOAD_FILES) {
      const response = await visitor.get((await linkFor(file.id)).url);
      expect([file.id, response.status]).toEqual([file.id, 200]);
      expect(response.headers.get('content-type')).toBe(file.contentType);
      expect(response.text).toBe(
        readFileSync(join(MEMBER_DOWNLOADS_DIRECTORY, file.fileName), 'utf8'),
      );
    }
  });

  it('refuses an expired link, even correctly signed: 403 DOWNLOAD_LINK_INVALID in en and fr', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    const sig = signDownload(secret(), TEMPLATE, expires);
    const path = `/api/downloads/${TEMPLATE}/file?expires=${expires}&sig=${sig}`;
    const english = await visitor.get(path);
    expect(english.status).toBe(403);
    expect(english.body).toEqual({
      statusCode: 403,
      error: 'DOWNLOAD_LINK_INVALID',
      message: enErrors.DOWNLOAD_LINK_INVALID,
    });
    const french = await world.agent({ language: 'fr' }).get(path);
    expect(french.body).toEqual({
      statusCode: 403,
      error: 'DOWNLOAD_LINK_INVALID',
      message: frErrors.DOWNLOAD_LINK_INVALID,
    });
    expect(french.text).not.toContain('//@version');
  });

  it('refuses a tampered signature or expiry, and a link made for another file', async () => {
    const { expires, sig } = partsOf(await linkFor(ENVIRONMENT));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const later = String(Number(expires) + 60);
    for (const path of [
      `/api/downloads/${ENVIRONMENT}/file?expires=${expires}&sig=${flipped}`,
      `/api/downloads/${ENVIRONMENT}/file?expires=${later}&sig=${sig}`,
      `/api/downloads/${TEMPLATE}/file?expires=${expires}&sig=${sig}`,
      `/api/downloads/${ENVIRONMENT}/file?expires=${expires}`,
      `/api/downloads/${ENVIRONMENT}/file`,
      `/api/downloads/${ENVIRONMENT}/file?expires=${expires}&sig=${sig}&sig=${sig}`,
    ]) {
      const response = await visitor.get(path);
      expect([path, response.status, response.body.error]).toEqual([
        path,
        403,
        'DOWNLOAD_LINK_INVALID',
      ]);
    }
  });

  it('gives links to entitled members only: 401 for a visitor, 403 without a subscription', async () => {
    const anonymous = await visitor.post(`/api/downloads/${TEMPLATE}/link`);
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'UNAUTHORIZED']);
    const unpaid = await lapsed.post(`/api/downloads/${TEMPLATE}/link`);
    expect([unpaid.status, unpaid.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });

  it('answers 404 for an unknown id, to the link and the file routes', async () => {
    const link = await member.post('/api/downloads/not-a-download/link');
    expect([link.status, link.body.error]).toEqual([404, 'NOT_FOUND']);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const sig = signDownload(secret(), 'not-a-download', expires);
    const file = await visitor.get(
      `/api/downloads/not-a-download/file?expires=${expires}&sig=${sig}`,
    );
    expect([file.status, file.body.error]).toEqual([404, 'NOT_FOUND']);
  });

  it('never leaves the downloads folder, even for a correctly signed path', async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    for (const id of [
      '../../package.json',
      '..%2F..%2Fpackage.json',
      '..',
      'tickrelay.postman_environment.json',
      `${TEMPLATE}/../../../package.json`,
    ]) {
      const sig = signDownload(secret(), id, expires);
      const encoded = encodeURIComponent(id);
      const response = await visitor.get(
        `/api/downloads/${encoded}/file?expires=${expires}&sig=${sig}`,
      );
      expect([id, response.status]).toEqual([id, 404]);
      expect(response.text).not.toContain('"name"');
      const linked = await member.post(`/api/downloads/${encoded}/link`);
      expect([id, linked.status]).toEqual([id, 404]);
    }
    // Unencoded dots are resolved by the URL parser before they reach the api: still no file.
    const raw = await visitor.get(`/api/downloads/${TEMPLATE}/../../../package.json`);
    expect(raw.status).toBe(404);
    expect(raw.text).not.toContain('"workspaces"');
  });
});
