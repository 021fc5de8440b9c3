import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';

import { accountKeyOf, ACCOUNT_LIMIT_WINDOW_MS } from '@/common/guards/account-rate-limiter';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

import type { AuthCall } from '../auth-provider.port';
import { authErrors, isInvalidCredentials } from '../auth.errors';
import { hashToken } from '../session/tokens';
import { clientNetworkOf } from './client-network';

/** How long an address stays known to an account after its last successful sign-in there. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The per-account sign-in limit, designed so that nobody can lock the owner out:
 *
 * - only failures count (a wrong password); a correct one gives its attempt back;
 * - an address the account has signed in from before (IPv4 address or IPv6 /64, remembered 90
 *   days after each sign-in by password, confirmation or recovery link) has its own counter for
 *   the account, so strangers failing elsewhere never refuse the owner at home or at work;
 * - every other address shares the account's counter, which stops a guesser spreading over many
 *   addresses once AUTH_RATE_LIMIT_PER_ACCOUNT failures are reached in 15 minutes. The owner on
 *   a new network during such an attack still has the password-recovery link, which signs them
 *   in (and makes that address known).
 *
 * Per client address, every auth request also counts against AUTH_RATE_LIMIT_PER_ADDRESS.
 */
@Injectable()
export class SignInLimiter {
  private readonly logger = new Logger(SignInLimiter.name);

  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async attempt<T>(
    email: string,
    call: AuthCall,
    response: Response,
    signIn: () => Promise<T>,
  ): Promise<T> {
    const account = accountKeyOf(email);
    const network = clientNetworkOf(call.client.ip);
    const known =
      network !== undefined && (await this.counter.isMarked(this.knownKey(account, network)));
    const failures = known
      ? `${this.prefix}:signin-failures:${account}:${hashToken(network)}`
      : `${this.prefix}:signin-failures:${account}`;
    const taken = await this.counter.take(
      failures,
      this.config.auth.rateLimitPerAccount,
      ACCOUNT_LIMIT_WINDOW_MS,
    );
    if (!taken.ok) {
      response.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw authErrors.tooManyAttempts();
    }
    let result: T;
    try {
      result = await signIn();
    } catch (error) {
      if (!isInvalidCredentials(error)) await this.counter.giveBack(failures);
      throw error;
    }
    await this.counter.giveBack(failures);
    await this.rememberAddress(email, call);
    return result;
  }

  /** After a sign-in by mailed link: the member is in either way, so Redis trouble is only logged. */
  async rememberAddressQuietly(email: string, call: AuthCall): Promise<void> {
    try {
      await this.rememberAddress(email, call);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not remember the address of a sign-in');
    }
  }

  private async rememberAddress(email: string, call: AuthCall): Promise<void> {
    const network = clientNetworkOf(call.client.ip);
    if (network === undefined) return;
    await this.counter.mark(this.knownKey(accountKeyOf(email), network), KNOWN_ADDRESS_TTL_MS);
  }

  /** Hashed like the account: Redis holds neither addresses nor emails. */
  private knownKey(account: string, network: string): string {
    return `${this.prefix}:known-address:${account}:${hashToken(network)}`;
  }

  private get prefix(): string {
    return this.config.queuePrefix;
  }
}
