// "Your data" through the real api and the worker host in process (Postgres, Redis): a member
// asks, the worker builds the ZIP from every section, mails them in their language (a link to the
// profile, never to the file), and the signed link gives the archive to that member only. The
// archive holds each section and NO secret: the test seeds every kind of secret and token the
// product stores and searches the unzipped JSON for each, raw, hex and base64. Then the errors,
// in English and French: 409 while one is prepared, 429 past the day's limit, 403 for an expired
// or another member's link, 404 for another member's export; expiry by the maintenance task;
// account deletion erasing the exports.
import { randomBytes, randomUUID } from 'node:crypto';

import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  DATA_EXPORT_LIMITS,
  type DataExportLink,
  type DataExportList,
  type DataExportRequested,
  type DataExportView,
} from '@tickrelay/contracts/endpoints/data-export.endpoints';
import { PASSWORD } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { strFromU8, unzipSync } from 'fflate';

import enErrors from '../src/i18n/en/errors.json';
import frErrors from '../src/i18n/fr/errors.json';
import { createDataExportLink } from '../src/modules/data-export/data-export-links';
import { DataExportMaintenanceTasks } from '../src/modules/data-export/data-export-maintenance.tasks';
import { DataExportProcessor } from '../src/modules/data-export/data-export.processor';
import { WorkerModule } from '../src/worker/worker.module';
import { enrolTotp } from './second-factor-helpers';
import {
  sendAlert,
  startWebhooksApi,
  tokenHashHex,
  tokenOf,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

const SECTIONS = [
  'alert-templates',
  'brokers',
  'deliveries',
  'destinations',
  'profile',
  'security-log',
  'subscription',
  'webhooks',
];
const DAY_MS = 24 * 3600 * 1000;

let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: INestApplicationContext;
type Member = { agent: ApiAgent; userId: string };
let ada: Member;
let bea: Member;
let eve: Member;
let busy: Member;
let doomed: Member;
let lapsed: Member;

beforeAll(async () => {
  api = await startWebhooksApi({
    WORKER_PORT: String(await sparePort()),
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
  });
  world = new WebhooksWorld(api);
  // Signed up before the worker starts: it would take the confirmation links from the mail jobs.
  ada = await world.member();
  bea = await world.member({ language: 'fr' });
  eve = await world.member();
  busy = await world.member({ language: 'fr' });
  doomed = await world.member();
  lapsed = await world.member({ entitled: false });
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(api.config), {
    logger: false,
    abortOnError: false,
  });
  await worker.init();
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await world?.close();
  await api?.close();
});

const query = async <T extends object>(sql: string, values: unknown[]) =>
  (await world.db.query<T>(sql, values)).rows;

async function request(member: Member): Promise<DataExportView> {
  const response = await member.agent.post<DataExportRequested>('/api/account/data-exports');
  if (response.status !== 202)
    throw new Error(`request answered ${response.status}: ${response.text}`);
  expect(response.body.export.status).toBe('preparing');
  return response.body.export;
}

async function list(member: Member): Promise<DataExportView[]> {
  const response = await member.agent.get<DataExportList>('/api/account/data-exports');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.body.exports;
}

async function ready(member: Member, id: string): Promise<DataExportView> {
  return waitFor(
    async () => (await list(member)).find((one) => one.id === id && one.status === 'ready'),
    30_000,
    `export ${id} ready`,
  );
}

function cookiesOf(agent: ApiAgent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function download(url: string, as: Member | null, language = 'en') {
  return fetch(`${api.url}${url}`, {
    headers: { 'accept-language': language, ...(as && { cookie: cookiesOf(as.agent) }) },
  });
}

async function archiveOf(member: Member, id: string): Promise<Record<string, string>> {
  const link = await member.agent.post<DataExportLink>(`/api/account/data-exports/${id}/link`);
  expect(link.status).toBe(200);
  expect(link.body.url).toMatch(
    new RegExp(`^/api/account/data-exports/${id}/file\\?expires=\\d+&sig=[0-9a-f]{64}$`),
  );
  const response = await download(link.body.url, member);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="tickrelay-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Every spelling a secret could take in JSON text. */
function spellings(secret: string | Buffer): string[] {
  const bytes = typeof secret === 'string' ? Buffer.from(secret) : secret;
  return [
    ...(typeof secret === 'string' ? [secret] : []),
    bytes.toString('hex'),
    bytes.toString('base64'),
    bytes.toString('base64url'),
  ].filter((spelling) => spelling.length >= 12);
}

/**
 * Every string in a parsed JSON value, keys included, and every array of bytes (how a Buffer
 * serialises: {type: 'Buffer', data: [..]}) as hex, so a binary secret is found however written.
 */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const bytes = value.every((item) => Number.isInteger(item) && item >= 0 && item <= 255);
    if (bytes && value.length >= 8) return [Buffer.from(value as number[]).toString('hex')];
    return value.flatMap(textsOf);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...textsOf(item)]);
  }
  return [];
}

/** Seeds, for `member`, every secret the product stores that the API does not make on its own. */
async function seedSecrets(memberId: string): Promise<Record<string, string | Buffer>> {
  const discordSealed = randomBytes(96);
  const httpsSealed = randomBytes(80);
  const linkCodeHash = randomBytes(32);
  const credentialsSealed = randomBytes(120);
  const deviceId = randomUUID();
  const oneTimeHash = randomBytes(32).toString('hex');
  const pendingPasswordHash = `$argon2id$v=19$m=65536,t=3,p=4$${randomBytes(16).toString('base64')}`;
  const notMeHash = randomBytes(32).toString('hex');
  await world.db.query(
    `insert into destinations (id, member_id, kind, label, target, secret_sealed, secret_key_id, updated_at)
     values ($1, $2, 'discord', 'Desk', 'discord.com/api/webhooks/1234…', $3, 'k1', now()),
            ($4, $2, 'https', 'Journal', 'https://journal.example/hooks', $5, 'k1', now())`,
    [randomUUID(), memberId, discordSealed, randomUUID(), httpsSealed],
  );
  await world.db.query(
    `insert into destinations (id, member_id, kind, label, target, link_code_hash, link_expires_at, updated_at)
     values ($1, $2, 'telegram', 'Phone', 'Telegram', $3, now() + interval '1 hour', now())`,
    [randomUUID(), memberId, linkCodeHash],
  );
  await world.db.query(
    `insert into broker_connections (member_id, connection_id, environment, username, app_id,
       app_version, credentials_sealed, credentials_key_id, device_id, status)
     values ($1, $2, 'demo', 'ada-trader', 'TickRelay', '1.0', $3, 'k1', $4, 'connected')`,
    [memberId, randomUUID(), credentialsSealed, deviceId],
  );
  await world.db.query(
    `insert into broker_settings (member_id, execution_target, device_id) values ($1, 'paper', $2)
     on conflict (member_id) do update set device_id = excluded.device_id`,
    [memberId, deviceId],
  );
  await world.db.query(
    `insert into auth_one_time_tokens (user_id, purpose, token_hash, expires_at, password_hash)
     values ($1, 'password_recovery', $2, now() + interval '1 hour', $3)`,
    [memberId, oneTimeHash, pendingPasswordHash],
  );
  await world.db.query(
    `insert into security_not_me_links (member_id, token_hash, expires_at)
     values ($1, $2, now() + interval '7 days')`,
    [memberId, notMeHash],
  );
  return {
    notMeHash,
    discordSealed,
    httpsSealed,
    linkCodeHash,
    credentialsSealed,
    deviceId,
    oneTimeHash,
    pendingPasswordHash,
  };
}

describe('a member takes their data', () => {
  let files: Record<string, string>;
  let secrets: Record<string, string | Buffer>;
  let exportId: string;
  let secretsControl: string;

  beforeAll(async () => {
    const webhook = await world.webhookOf(ada.agent);
    const alert = await sendAlert(webhook.url, JSON.stringify(ALERT_EXAMPLES.marketBuy), {
      'content-type': 'application/json',
    });
    expect(alert.status).toBe(202);
    await waitFor(
      async () =>
        (await query('select 1 from deliveries where member_id = $1', [ada.userId])).length === 1
          ? true
          : undefined,
      30_000,
      'the alert in the log',
    );
    const template = await ada.agent.post('/api/alert-templates', {
      name: 'Exit all',
      message: '{"ticker":"MES1!","action":"exit"}',
    });
    expect(template.status).toBe(201);
    // TOTP on: its shown secret, sealed copy and recovery codes must stay out; the log has it.
    const totp = await enrolTotp(ada.agent);
    secrets = await seedSecrets(ada.userId);
    const [factor] = await query<{ secret_sealed: string }>(
      'select secret_sealed from second_factor_totp where member_id = $1',
      [ada.userId],
    );
    Object.assign(secrets, {
      totpSecret: totp.secret,
      totpSecretSealed: factor!.secret_sealed,
      ...Object.fromEntries(totp.recoveryCodes.map((code, i) => [`recovery code ${i}`, code])),
    });
    const token = tokenOf(webhook.url);
    const [hook] = await query<{ token_sealed: Buffer; token_hash: Buffer }>(
      'select token_sealed, token_hash from webhooks where member_id = $1',
      [ada.userId],
    );
    const [user] = await query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [ada.userId],
    );
    const tokens = await query<{ access_hash: string; refresh_hash: string; id: string }>(
      `select t.access_hash, t.refresh_hash, s.id from auth_tokens t
         join auth_sessions s on s.id = t.session_id where s.user_id = $1`,
      [ada.userId],
    );
    const confirmations = await query<{ token_hash: string }>(
      'select token_hash from auth_one_time_tokens where user_id = $1',
      [ada.userId],
    );
    expect(tokens.length).toBeGreaterThan(0);
    Object.assign(secrets, {
      webhookUrl: webhook.url,
      webhookToken: token,
      webhookTokenHash: tokenHashHex(token),
      webhookTokenSealed: hook!.token_sealed,
      webhookTokenHashBytes: hook!.token_hash,
      passwordHash: user!.password_hash,
      password: PASSWORD,
      ...Object.fromEntries(
        [...ada.agent.cookies].map(([name, value]) => [`cookie ${name}`, value]),
      ),
      ...Object.fromEntries(
        tokens.flatMap((row, i) => [
          [`access hash ${i}`, row.access_hash],
          [`refresh hash ${i}`, row.refresh_hash],
          [`session id ${i}`, row.id],
        ]),
      ),
      ...Object.fromEntries(confirmations.map((row, i) => [`one-time hash ${i}`, row.token_hash])),
    });

    secretsControl = await emailOf(ada);
    exportId = (await request(ada)).id;
    await ready(ada, exportId);
    files = await archiveOf(ada, exportId);
  }, 90_000);

  it('holds a manifest, a README and one JSON file per section', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'manifest.json', ...SECTIONS.map((name) => `${name}.json`)].sort(),
    );
    const manifest = JSON.parse(files['manifest.json']!) as {
      sections: string[];
      memberId: string;
    };
    expect(manifest.sections).toEqual(SECTIONS.map((name) => `${name}.json`));
    expect(manifest.memberId).toBe(ada.userId);
    expect(worker.get(DataExportProcessor, { strict: false }).sectionNames()).toEqual(SECTIONS);
  });

  it('holds what each section is about', () => {
    const json = (name: string) => JSON.parse(files[`${name}.json`]!) as Record<string, unknown[]>;
    const profile = json('profile') as unknown as {
      account: { email: string; locale: string };
      sessions: unknown[];
    };
    expect(profile.account.locale).toBe('en');
    expect(profile.account.email).toMatch(/@/);
    expect(profile.sessions.length).toBeGreaterThan(0);
    expect(json('subscription').subscriptions).toHaveLength(1);
    expect(json('webhooks').urls).toHaveLength(1);
    const destinations = json('destinations').destinations as { label: string }[];
    expect(destinations.map((d) => d.label).sort()).toEqual(['Desk', 'Journal', 'Phone']);
    const brokers = json('brokers') as unknown as {
      connections: { username: string }[];
      settings: unknown;
    };
    expect(brokers.connections.map((c) => c.username)).toEqual(['ada-trader']);
    const deliveries = json('deliveries') as unknown as {
      deliveries: { raw_body: string }[];
      paperAccount: unknown;
    };
    expect(deliveries.deliveries).toHaveLength(1);
    expect(deliveries.deliveries[0]!.raw_body).toContain('MES');
    expect(deliveries.paperAccount).not.toBeNull();
    expect((json('alert-templates').templates as { name: string }[]).map((t) => t.name)).toEqual([
      'Exit all',
    ]);
    const securityLog = json('security-log') as unknown as {
      timeZone: string | null;
      events: { kind: string; ip: string | null; details: unknown }[];
    };
    expect(securityLog.events.filter((event) => event.kind === 'factor-added')).toEqual([
      expect.objectContaining({ details: { factor: 'totp' }, ip: ada.agent.address }),
    ]);
  });

  it('holds no secret nor token, in any spelling', () => {
    const everything = [
      ...Object.values(files),
      ...Object.entries(files)
        .filter(([name]) => name.endsWith('.json'))
        .flatMap(([, text]) => textsOf(JSON.parse(text))),
    ].join('\n');
    const found = Object.entries(secrets).flatMap(([what, secret]) =>
      spellings(secret)
        .filter((spelling) => everything.includes(spelling))
        .map(() => what),
    );
    expect(found).toEqual([]);
    // The search finds what is there: the member's own address, in the profile.
    expect(everything.includes(secretsControl)).toBe(true);
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(15);
  });

  it('is mailed in the member’s language with a link to the profile, never to the file', async () => {
    const en = await world.mail.waitFor({
      to: (await emailOf(ada)).toLowerCase(),
      kind: 'data-export-ready',
    });
    expect(en.data).toMatchObject({ locale: 'en', profileLink: `${api.url}/membership/profile` });
    expect(JSON.stringify(en.data)).not.toMatch(/sig=|data-exports/);
    const id = (await request(bea)).id;
    await ready(bea, id);
    const fr = await world.mail.waitFor({
      to: (await emailOf(bea)).toLowerCase(),
      kind: 'data-export-ready',
    });
    expect(fr.data).toMatchObject({
      locale: 'fr',
      profileLink: `${api.url}/fr/membership/profile`,
    });
  });

  it('gives the archive to a member whose subscription lapsed too', async () => {
    const id = (await request(lapsed)).id;
    await ready(lapsed, id);
    expect(Object.keys(await archiveOf(lapsed, id))).toContain('profile.json');
  });

  it('refuses an expired link and another member’s link, in English and French', async () => {
    const secret = api.config.downloadLinkSecret;
    const old = createDataExportLink(secret, exportId, ada.userId, Date.now() - 10 * 60_000);
    for (const [language, messages] of [
      ['en', enErrors],
      ['fr', frErrors],
    ] as const) {
      const expired = await download(old.url, ada, language);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toMatchObject({
        error: 'DATA_EXPORT_LINK_INVALID',
        message: messages.DATA_EXPORT_LINK_INVALID,
      });
    }
    const good = await ada.agent.post<DataExportLink>(`/api/account/data-exports/${exportId}/link`);
    // Eve holding Ada's link: signed for Ada, so refused; a visitor is not even asked.
    const stolen = await download(good.body.url, eve);
    expect(stolen.status).toBe(403);
    expect(((await stolen.json()) as { error: string }).error).toBe('DATA_EXPORT_LINK_INVALID');
    expect((await download(good.body.url, null)).status).toBe(401);
    // A link Eve signs for herself to Ada's export finds nothing of hers.
    const forged = createDataExportLink(secret, exportId, eve.userId, Date.now());
    expect((await download(forged.url, eve)).status).toBe(404);
    // Eve asking a link to Ada's export, or to nothing: 404.
    for (const id of [exportId, randomUUID(), 'not-a-uuid']) {
      const response = await eve.agent.post(`/api/account/data-exports/${id}/link`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'NOT_FOUND' });
    }
    const tampered = good.body.url.replace(/sig=[0-9a-f]/, (m) =>
      m.endsWith('0') ? 'sig=1' : 'sig=0',
    );
    expect((await download(tampered, ada)).status).toBe(403);
    expect((await eve.agent.get<DataExportList>('/api/account/data-exports')).body.exports).toEqual(
      [],
    );
  });
});

async function emailOf(member: Member): Promise<string> {
  const [row] = await query<{ email: string }>('select email from users where id = $1', [
    member.userId,
  ]);
  return row!.email;
}

describe('limits', () => {
  it('prepares one export at a time: 409 DATA_EXPORT_IN_PROGRESS, in English and French', async () => {
    await world.db.query(
      `insert into data_exports (id, member_id, status) values ($1, $2, 'preparing')`,
      [randomUUID(), eve.userId],
    );
    for (const [language, messages] of [
      ['en', enErrors],
      ['fr', frErrors],
    ] as const) {
      const response = await eve.agent.request(
        'POST',
        '/api/account/data-exports',
        {},
        { 'accept-language': language },
      );
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        error: 'DATA_EXPORT_IN_PROGRESS',
        message: messages.DATA_EXPORT_IN_PROGRESS,
      });
    }
    expect(
      await query('select 1 from data_exports where member_id = $1', [eve.userId]),
    ).toHaveLength(1);
  });

  it(`answers 429 with Retry-After past ${DATA_EXPORT_LIMITS.requestsPerDay} a day, then lets the member ask again a day later`, async () => {
    for (let i = 0; i < DATA_EXPORT_LIMITS.requestsPerDay; i += 1) {
      await ready(busy, (await request(busy)).id);
    }
    const refused = await busy.agent.post('/api/account/data-exports');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: frErrors.TOO_MANY_REQUESTS,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    expect(
      await query('select 1 from data_exports where member_id = $1', [busy.userId]),
    ).toHaveLength(DATA_EXPORT_LIMITS.requestsPerDay);
    // A day later (the rows moved back a day) the member may ask again.
    await world.db.query(
      `update data_exports set requested_at = requested_at - interval '1 day' where member_id = $1`,
      [busy.userId],
    );
    await ready(busy, (await request(busy)).id);
  }, 90_000);

  it('is 401 for a visitor on every route', async () => {
    const visitor = world.agent();
    expect((await visitor.post('/api/account/data-exports')).status).toBe(401);
    expect((await visitor.get('/api/account/data-exports')).status).toBe(401);
    expect((await visitor.post(`/api/account/data-exports/${randomUUID()}/link`)).status).toBe(401);
  });
});

describe('the end of an export', () => {
  it('expires after its days: the archive deleted, the row says expired, the link is gone', async () => {
    const id = (await request(doomed)).id;
    const view = await ready(doomed, id);
    expect(Date.parse(view.expiresAt!) - Date.parse(view.readyAt!)).toBe(
      DATA_EXPORT_LIMITS.keepDays * DAY_MS,
    );
    const link = await doomed.agent.post<DataExportLink>(`/api/account/data-exports/${id}/link`);
    const tasks = worker.get(DataExportMaintenanceTasks, { strict: false });
    const outcome = await tasks.maintain(new Date(Date.parse(view.expiresAt!) + 1000));
    expect(outcome.expired).toBeGreaterThanOrEqual(1);
    const [row] = await query<{ status: string; archive: Buffer | null }>(
      'select status, archive from data_exports where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'expired', archive: null });
    expect((await list(doomed)).find((one) => one.id === id)?.status).toBe('expired');
    expect((await download(link.body.url, doomed)).status).toBe(404);
    expect((await doomed.agent.post(`/api/account/data-exports/${id}/link`)).status).toBe(404);
  });

  it('is erased with the account, and a build still queued then stores nothing', async () => {
    const id = randomUUID();
    await world.db.query(
      `insert into data_exports (id, member_id, status) values ($1, $2, 'preparing')`,
      [id, doomed.userId],
    );
    const deleted = await doomed.agent.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    await waitFor(
      async () =>
        (await query('select 1 from data_exports where member_id = $1', [doomed.userId])).length ===
        0
          ? true
          : undefined,
      30_000,
      'the exports erased',
    );
    const processor = worker.get(DataExportProcessor, { strict: false });
    expect(await processor.build(id, doomed.userId)).toBe('skipped');
    expect(await query('select 1 from data_exports where id = $1', [id])).toHaveLength(0);
  });
});
