// What both baselines share with the real pipeline: the `alerts` queue in the same Redis, with the
// api's producer connection options and the registry's job options (ALERT_JOB_OPTIONS), and a tiny
// HTTP endpoint that hands what the process measured to the bench (GET /stats, DELETE /stats).
import type { ServerResponse } from 'node:http';

import { Queue } from 'bullmq';

import { ALERT_JOB_OPTIONS } from '../../../backend/src/queue/job-options';

export function createAlertQueue(redisUrl: string, prefix: string): Queue {
  return new Queue('alerts', {
    // producerConnection() of backend/src/queue/bullmq-connection.ts
    connection: {
      url: redisUrl,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    },
    prefix,
    defaultJobOptions: ALERT_JOB_OPTIONS,
  });
}

/** Latencies (ms) the process measured since the last reset, at most `cap` of them. */
export class LatencyLog {
  private values: number[] = [];
  private count = 0;

  constructor(private readonly cap = 2_000_000) {}

  add(ms: number): void {
    this.count++;
    if (this.values.length < this.cap) this.values.push(ms);
  }

  /** Answers GET /stats and DELETE /stats; false for any other request. */
  serve(method: string | undefined, url: string | undefined, response: ServerResponse): boolean {
    if (url !== '/stats') return false;
    if (method === 'DELETE') {
      this.values = [];
      this.count = 0;
      response.writeHead(204).end();
      return true;
    }
    const body = JSON.stringify({ count: this.count, latenciesMs: this.values });
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
    return true;
  }
}
