// Baseline consumer: one BullMQ Worker on the alerts queue with the registry's consumer settings
// (concurrency ALERT_WORKER_CONCURRENCY, default 16; the same lock and stall settings) and a
// trivial processor that records receipt → consumed (the job's receivedAtMs, stamped by the bare
// receiver, to the processor running). No parse, no Postgres, no broker: the floor of the queue's
// round trip at the same rate.
import { createServer } from 'node:http';

import { type Job, Worker } from 'bullmq';

import { type AlertJob } from '../../../backend/src/queue/job-payloads';
import { QUEUES } from '../../../backend/src/queue/queues';
import { LatencyLog } from './alert-queue';

const port = Number(process.env.PORT ?? 3602);
const settings = QUEUES.alerts.consumer;
const consumed = new LatencyLog();

const worker = new Worker(
  'alerts',
  (job: Job<AlertJob>) => {
    consumed.add(performance.timeOrigin + performance.now() - job.data.receivedAtMs);
    return Promise.resolve();
  },
  {
    // workerConnection() of backend/src/queue/bullmq-connection.ts
    connection: {
      url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6',
      maxRetriesPerRequest: null,
      connectTimeout: 5000,
    },
    prefix: process.env.QUEUE_PREFIX ?? 'bench-webhook-base',
    concurrency: Number(process.env.ALERT_WORKER_CONCURRENCY ?? 16),
    lockDuration: settings.lockDurationMs,
    stalledInterval: settings.stalledIntervalMs,
    maxStalledCount: settings.maxStalledCount,
  },
);
worker.on('error', (error: Error) => console.error(`worker: ${error.message}`));

const server = createServer((request, response) => {
  if (!consumed.serve(request.method, request.url, response)) response.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`bare consumer stats on ${port}`));

process.once('SIGTERM', () => {
  server.close();
  void worker.close().then(() => process.exit(0));
});
