import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { CHECK_TIMEOUT_MS, runChecks } from '@/common/health/readiness-checks';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import { AppConfig } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';
import { RedisService } from '@/redis/redis.service';

import { type ConsumerProblems, WorkerHost } from './worker-host.service';

/** 'telemetry: stopped; mail: paused' */
function describe(problems: ConsumerProblems): string | undefined {
  const entries = Object.entries(problems);
  return entries.length > 0
    ? entries.map(([queue, problem]) => `${queue}: ${problem}`).join('; ')
    : undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * The worker's only HTTP surface, on WORKER_PORT:
 * - /health/live: 503 when a consumer died or stalled (restart the process); a blocked event loop
 *   fails it too, since it then cannot answer within the probe's timeout;
 * - /health/ready: 503 unless Postgres and Redis answer and every queue's consumer is taking jobs;
 * - /metrics.
 */
@Injectable()
export class WorkerHttpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
    private readonly host: WorkerHost,
    private readonly metrics: MetricsRegistry,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(WorkerHttpServer.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.logger.error({ err: error }, 'worker http handler failed');
        if (!response.headersSent) sendJson(response, 500, { status: 'error' });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.workerPort, this.config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.info(
      `worker health and metrics on http://${this.config.host}:${this.config.workerPort}`,
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { status: 'error', error: 'METHOD_NOT_ALLOWED' });
      return;
    }
    switch (path) {
      case '/health/live': {
        const problems = this.host.livenessProblems();
        if (describe(problems) === undefined) sendJson(response, 200, { status: 'ok' });
        else sendJson(response, 503, { status: 'error', consumers: problems });
        return;
      }
      case '/health/ready': {
        const report = await runChecks({
          postgres: () => this.database.ping(CHECK_TIMEOUT_MS),
          redis: () => this.redis.ping(CHECK_TIMEOUT_MS),
          workers: () => {
            const problem = describe(this.host.readinessProblems());
            return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
          },
        });
        sendJson(response, report.status === 'ok' ? 200 : 503, report);
        return;
      }
      case '/metrics':
        response.writeHead(200, { 'content-type': this.metrics.contentType() });
        response.end(await this.metrics.render());
        return;
      default:
        sendJson(response, 404, { status: 'error', error: 'NOT_FOUND' });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
