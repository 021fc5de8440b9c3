// Baseline receiver: a bare node:http server that reads the body, parses it and enqueues one job on
// the alerts queue (the same payload shape, job id and options the real receiver uses), then
// answers 202 {id}. No token lookup, rate limit, request id, log line or ack-latency key: what is
// left is the floor of "HTTP in, one durable BullMQ add, HTTP out" on this machine.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

import type { AlertJob } from '../../../backend/src/queue/job-payloads';
import { createAlertQueue, LatencyLog } from './alert-queue';

const port = Number(process.env.PORT ?? 3601);
const queue = createAlertQueue(
  process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6',
  process.env.QUEUE_PREFIX ?? 'bench-webhook',
);
const MEMBER_ID = '00000000-0000-4000-8000-00000000b0b0';
const HOOK_PATH = /^\/api\/hooks\/([A-Za-z0-9_-]{1,64})$/;
/** Receipt → job in Redis, as the real receiver records it (webhook:ack:{id}). */
const acks = new LatencyLog();

createServer((request, response) => {
  const receivedAtMs = performance.timeOrigin + performance.now();
  if (acks.serve(request.method, request.url, response)) return;
  const match = HOOK_PATH.exec(request.url ?? '');
  if (request.method !== 'POST' || !match) {
    request.resume();
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      JSON.parse(body);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const deliveryId = randomUUID();
    const job: AlertJob = {
      deliveryId,
      memberId: MEMBER_ID,
      webhookId: match[1] ?? '',
      receivedAt: new Date(receivedAtMs).toISOString(),
      receivedAtMs,
      sourceAddress: request.socket.remoteAddress ?? '',
      contentType: request.headers['content-type'] ?? '',
      body,
      test: false,
      refusal: null,
    };
    queue.add('alert', job, { jobId: deliveryId }).then(
      () => {
        acks.add(performance.timeOrigin + performance.now() - receivedAtMs);
        const text = JSON.stringify({ id: deliveryId });
        response.writeHead(202, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(text),
          'Cache-Control': 'no-store',
        });
        response.end(text);
      },
      () => response.writeHead(503).end(),
    );
  });
}).listen(port, '127.0.0.1', () => console.log(`bare receiver on ${port}`));
