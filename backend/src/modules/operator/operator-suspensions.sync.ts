import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';

import { OperatorRepository } from './operator.repository';

const RESYNC_MS = 3600 * 1000;

/**
 * Writes every suspension from Postgres to Redis at boot and every hour: a Redis that lost its
 * data (flushed, restarted without its files) refuses suspended members' alerts again soon
 * after. Only adds: a lift is written by the unsuspend action itself, which may be retried.
 */
@Injectable()
export class OperatorSuspensionsSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OperatorSuspensionsSync.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: OperatorRepository,
    private readonly cache: MemberSuspensionCache,
  ) {}

  onApplicationBootstrap(): void {
    void this.sync();
    this.timer = setInterval(() => void this.sync(), RESYNC_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sync(): Promise<void> {
    try {
      await this.cache.suspend(await this.repository.suspendedIds());
    } catch (error) {
      this.logger.warn(`suspensions not written to Redis: ${(error as Error).message}`);
    }
  }
}
