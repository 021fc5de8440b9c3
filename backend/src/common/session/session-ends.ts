import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';

import { LiveSubscriber } from '@/common/live-events/live-subscriber';
import { AppConfig } from '@/config/app-config';
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
 * subscribes to it on the shared LiveSubscriber (at its first watch) and ends the matching streams.
 * Each watch also re-checks its session every SESSION_CHECK_MS.
 */
@Injectable()
export class SessionEnds implements OnApplicationShutdown {
  private subscribed: Promise<unknown> | undefined;
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly logger = new Logger(SessionEnds.name);
  private readonly channel: string;
  private liveness: SessionLiveness | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly live: LiveSubscriber,
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

  /** Subscribed once per process and kept: every watch shares it. */
  private subscription(): Promise<unknown> {
    this.subscribed ??= this.live
      .subscribe(this.channel, (message) => this.hear(message))
      .catch((error: unknown) => {
        // The next watch tries again (ioredis reconnects the shared connection meanwhile).
        this.subscribed = undefined;
        throw error;
      });
    return this.subscribed;
  }

  onApplicationShutdown(): void {
    this.watchers.clear();
    this.subscribed = undefined;
  }
}
