import type { TelemetryStats } from '@tickrelay/contracts/endpoints/telemetry.endpoints';
import { resetDatabase } from '@tickrelay/testing/database/database-reset';
import type { Pool } from 'pg';
import request from 'supertest';

import { sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import { type RunningApi, startApi } from './support/api-app';
import { poolFor, TEST_DATABASE_URL } from './telemetry-helpers';

const TOKEN = 'operator-token-for-integration-tests-0123';
const DAY = 86_400_000;

describe('GET /api/telemetry/stats', () => {
  let pool: Pool;
  let api: RunningApi;

  beforeAll(async () => {
    pool = poolFor(TEST_DATABASE_URL);
    api = await startApi({ TELEMETRY_OPERATOR_TOKEN: TOKEN });
  });

  afterAll(async () => {
    await api.close();
    await pool.end();
  });

  it('does not exist when no operator token is configured', async () => {
    const disabled = await startApi({ TELEMETRY_OPERATOR_TOKEN: '' });
    try {
      const response = await request(disabled.url)
        .get('/api/telemetry/stats')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
    } finally {
      await disabled.close();
    }
  });

  it.each([
    ['no credentials', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${Buffer.from(`operator:${TOKEN}`).toString('base64')}`],
    ['an empty bearer', 'Bearer '],
  ])('answers %s with 401', async (_label, authorization) => {
    const call = request(api.url).get('/api/telemetry/stats?lang=fr');
    if (authorization !== undefined) void call.set('Authorization', authorization);
    const response = await call.expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'UNAUTHORIZED',
      message: 'Vous devez vous connecter pour effectuer cette action.',
    });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('validates the window', async () => {
    for (const days of ['0', '91', 'week']) {
      const response = await request(api.url)
        .get(`/api/telemetry/stats?days=${days}`)
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(400);
      expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(Object.keys((response.body as { details: object }).details)).toEqual(['days']);
    }
  });

  it('counts events per type and per day, lists top pages and the latest errors', async () => {
    await resetDatabase(pool, ['telemetry_events']);
    const now = Date.now();
    const today = new Date(now).toISOString();
    const yesterday = new Date(now - DAY).toISOString();
    const lastMonth = new Date(now - 30 * DAY).toISOString();
    const rows = [
      ...[1, 2, 3].map(() => ({ ...sampleEvent({ page_path: '/pricing' }), received_at: today })),
      { ...sampleEvent({ page_path: '/fr/docs' }), received_at: yesterday },
      { ...sampleEvent({ page_path: '/fr/docs' }), received_at: today },
      { ...sampleEvent({ page_path: '/blog' }), received_at: today },
      { ...sampleEvent({ event_type: 'signup', event_name: 'signup' }), received_at: today },
      {
        ...sampleEvent({
          event_type: 'error',
          event_name: 'Global Error Handler',
          error_message: 'older failure',
          page_path: '/membership',
        }),
        received_at: yesterday,
      },
      {
        ...sampleEvent({
          event_type: 'error',
          event_name: 'Unhandled Promise',
          error_message: 'Unhandled Promise Rejection',
          page_path: '/alerts',
        }),
        received_at: today,
      },
      // Outside a two-day window.
      { ...sampleEvent({ page_path: '/pricing' }), received_at: lastMonth },
    ];
    await pool.query(
      'insert into telemetry_events select * from json_populate_recordset(null::telemetry_events, $1)',
      [JSON.stringify(rows)],
    );

    const response = await request(api.url)
      .get('/api/telemetry/stats?days=2')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const stats = response.body as TelemetryStats;
    const todayDay = today.slice(0, 10);
    const yesterdayDay = yesterday.slice(0, 10);
    expect(stats).toMatchObject({ from: yesterdayDay, days: 2, total: 9 });
    expect(stats.byType).toEqual({
      page_view: 6,
      subscribe_click: 0,
      link_click: 0,
      login: 0,
      signup: 1,
      error: 2,
      trace: 0,
    });
    expect(
      stats.byDay.map((day) => [day.day, day.total, day.byType.page_view, day.byType.error]),
    ).toEqual([
      [yesterdayDay, 2, 1, 1],
      [todayDay, 7, 5, 1],
    ]);
    expect(stats.topPages).toEqual([
      { pagePath: '/pricing', views: 3 },
      { pagePath: '/fr/docs', views: 2 },
      { pagePath: '/blog', views: 1 },
    ]);
    expect(
      stats.recentErrors.map((error) => [error.eventName, error.errorMessage, error.pagePath]),
    ).toEqual([
      ['Unhandled Promise', 'Unhandled Promise Rejection', '/alerts'],
      ['Global Error Handler', 'older failure', '/membership'],
    ]);

    const month = await request(api.url)
      .get('/api/telemetry/stats?days=31')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect((month.body as TelemetryStats).total).toBe(10);
    expect((month.body as TelemetryStats).byDay).toHaveLength(31);
  });
});
