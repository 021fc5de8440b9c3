// A wrong token must not be told apart from a right one by its timing beyond what the status says.
// The lookup is the same for every token (hash, memory, one Redis round trip): an unknown token
// and a revoked one take exactly the same path, and a wrong token's 404 takes about as long as a
// right one's 202, which does the lookup plus the enqueue that only a right token earns (the
// status discloses that much anyway). Medians of interleaved requests, compared as ratios within
// generous bands: no absolute time is asserted, so a loaded machine slows all three alike.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  api = await startWebhooksApi({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000' });
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world.close();
  await api.close();
});

/** Status and milliseconds from sending to the end of the answer. */
function timed(url: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '2' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve([response.statusCode ?? 0, Number(process.hrtime.bigint() - started) / 1e6]),
        );
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ROUNDS = 200;

it('answers a wrong token in about the time of a right one, and exactly as an ended one', async () => {
  const right = (await world.webhookOf((await world.member()).agent)).url;
  const revokedMember = await world.member();
  const revoked = (await world.webhookOf(revokedMember.agent)).url;
  await revokedMember.agent.post('/api/webhook/rotate', { graceHours: 0 });
  const wrong = () => `${api.url}/api/hooks/${randomBytes(32).toString('base64url')}`;
  const before = (await world.alertJobs()).length;

  // Warm-up: connections, JIT, the right token in memory.
  for (let round = 0; round < 20; round += 1) {
    await timed(right);
    await timed(wrong());
    await timed(revoked);
  }
  const times = { right: [] as number[], wrong: [] as number[], revoked: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const [rightStatus, rightMs] = await timed(right);
    const [wrongStatus, wrongMs] = await timed(wrong());
    const [revokedStatus, revokedMs] = await timed(revoked);
    expect([rightStatus, wrongStatus, revokedStatus]).toEqual([202, 404, 404]);
    times.right.push(rightMs);
    times.wrong.push(wrongMs);
    times.revoked.push(revokedMs);
  }
  const medians = {
    right: median(times.right),
    wrong: median(times.wrong),
    revoked: median(times.revoked),
  };
  const wrongToRevoked = medians.wrong / medians.revoked;
  const wrongToRight = medians.wrong / medians.right;
  // Printed for whoever reads the run; the bands below are what is asserted.
  process.stdout.write(`webhook timing medians (ms): ${JSON.stringify(medians)}\n`);
  expect(wrongToRevoked).toBeGreaterThan(2 / 3);
  expect(wrongToRevoked).toBeLessThan(1.5);
  expect(wrongToRight).toBeGreaterThan(1 / 3);
  expect(wrongToRight).toBeLessThan(1.5);
  // Only the right token's requests were queued.
  expect((await world.alertJobs()).length - before).toBe(ROUNDS + 20);
});
