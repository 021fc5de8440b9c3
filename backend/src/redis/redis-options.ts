import type { RedisOptions } from 'ioredis';

/** Reconnect quickly and forever: the api and worker must recover by themselves when Redis is back. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 200, 2000);
}

/**
 * Options for connections used while serving requests: commands fail at once while Redis is
 * unreachable (no offline queue) and never wait longer than commandTimeout, so nothing hangs.
 */
export function failFastRedisOptions(connectionName: string): RedisOptions {
  return {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1500,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
  };
}
