import type { ConnectionOptions } from 'bullmq';

import type { AppConfig } from '@/config/app-config';
import { reconnectDelay } from '@/redis/redis-options';

/** Producer side (api): fail fast while Redis is away instead of queueing commands in memory. */
export function producerConnection(config: AppConfig): ConnectionOptions {
  return {
    url: config.redisUrl,
    connectionName: 'tickrelay-producer',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
  };
}

/** Consumer side (worker): blocking commands need maxRetriesPerRequest null (BullMQ sets it too). */
export function workerConnection(config: AppConfig): ConnectionOptions {
  return {
    url: config.redisUrl,
    connectionName: 'tickrelay-worker',
    maxRetriesPerRequest: null,
    connectTimeout: 5000,
    retryStrategy: reconnectDelay,
  };
}
