import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { reconnectDelay } from '@/redis/redis-options';
import { RedisService } from '@/redis/redis.service';

import type { AuthenticatedSession } from './authenticated-session';

/**
 * How often an open stream asks whether its session is still live: the fallback for what no
 * message announces (idle timeout, absolute lifetime, an account erased by the worker, a lost
 * message). The message itself ends a stream at once.
 */
export const SESSION_CHECK_MS = 10_000;

/**
 * A session (or every session of a member but `except`) ended: signed out, ended from the
 * sessions list, revoked for a reused refresh token, a password change or recovery, the account
 * deleted.
 */
export interface SessionEnd {
  userId: string;
  /** The one session that ended; absent: all of the member's sessions but `except`. */
  sessionId?: string;
  except?: string;
}

/** Provided by the auth module (found across modules on first use, like MEMBERSHIP_CHECKER). */
export interface SessionLiveness {
  /** False once the session was revoked, timed out or its account deleted. */
  isActive(session: AuthenticatedSession): Promise<boolean>;
}

export const SESSION_LIVENESS = Symbol('SESSION_LIVENESS');

interface Watcher {
  sessionId: string;
  end: () => void;
}

/**
 * Ends long-lived responses (the SSE streams) with the session that opened them, on every api
 * replica: whoever ends a session publishes a SessionEnd on one Redis channel; each process
 * holds one subscriber connection (opened by its first watch) and ends the matching streams.
 * Each watch also re-checks its session every SESSION_CHECK_MS.
 */
@Injectable()
export class SessionEnds implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private subscribed: Promise<unknown> | undefined;
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly logger = new Logger(SessionEnds.name);
  private readonly channel: string;
  private liveness: SessionLiveness | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly moduleRef: ModuleRef,
  ) {
    this.channel = `${config.queuePrefix}:session-ended`;
  }

  /**
   * Announces a session end; never throws (the periodic check is the fallback). Called where the
   * end is written, possibly before its transaction commits: a stream that reconnects meanwhile
   * is caught by its next check.
   */
  async publish(end: SessionEnd): Promise<void> {
    try {
      await this.redis.client.publish(this.channel, JSON.stringify(end));
    } catch (error) {
      this.logger.warn(`session end not published: ${(error as Error).message}`);
    }
  }

  /**
   * Calls `end` once the session ends (message or periodic check). Resolves once Redis confirmed
   * the subscription; returns the function that stops watching.
   */
  async watch(session: AuthenticatedSession, end: () => void): Promise<() => void> {
    const userId = session.user.id;
    let stopped = false;
    const watcher: Watcher = { sessionId: session.sessionId, end: () => finish(true) };
    const timer = setInterval(() => void this.check(session, watcher), SESSION_CHECK_MS);
    // The stream holds the process open, not its check.
    timer.unref();
    const finish = (ended: boolean) => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      const set = this.watchers.get(userId);
      set?.delete(watcher);
      if (set?.size === 0) this.watchers.delete(userId);
      if (ended) end();
    };
    const set = this.watchers.get(userId) ?? new Set<Watcher>();
    set.add(watcher);
    this.watchers.set(userId, set);
    try {
      await this.subscription();
    } catch (error) {
      finish(false);
      throw error;
    }
    return () => finish(false);
  }

  private async check(session: AuthenticatedSession, watcher: Watcher): Promise<void> {
    try {
      this.liveness ??= this.moduleRef.get<SessionLiveness>(SESSION_LIVENESS, { strict: false });
      if (!(await this.liveness.isActive(session))) watcher.end();
    } catch (error) {
      // An outage ends nothing here: the stream's own reads fail, or the next check decides.
      this.logger.warn(`session check failed: ${(error as Error).message}`);
    }
  }

  private hear(message: string): void {
    let notice: SessionEnd;
    try {
      notice = JSON.parse(message) as SessionEnd;
    } catch {
      return;
    }
    for (const watcher of [...(this.watchers.get(notice.userId) ?? [])]) {
      const matches = notice.sessionId
        ? watcher.sessionId === notice.sessionId
        : watcher.sessionId !== notice.except;
      if (matches) watcher.end();
    }
  }

  private subscription(): Promise<unknown> {
    if (this.subscribed) return this.subscribed;
    const subscriber = new Redis(this.config.redisUrl, {
      connectionName: 'tickrelay-session-ends',
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: reconnectDelay,
    });
    subscriber.on('error', (error: Error) => this.logger.warn(`subscriber: ${error.message}`));
    subscriber.on('message', (_channel: string, message: string) => this.hear(message));
    this.subscriber = subscriber;
    this.subscribed = subscriber.subscribe(this.channel).catch((error: unknown) => {
      // The next watch tries again with a fresh connection.
      this.subscribed = undefined;
      this.subscriber = undefined;
      subscriber.disconnect();
      throw error;
    });
    return this.subscribed;
  }

  async onApplicationShutdown(): Promise<void> {
    this.watchers.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.subscribed = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }
}
