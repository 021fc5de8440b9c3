import { Injectable, Logger } from '@nestjs/common';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';

import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import type { AuthCall } from '../auth-provider.port';
import { AuthSecurityEvents } from '../auth-security-events';
import { localizedLink } from '../auth.types';
import {
  failWith,
  isOutage,
  recipientOf,
  statelessClient,
  type SupabaseSettings,
  toPublicUser,
} from './supabase-clients';
import { type LiveSince, SupabaseSessionsRepository } from './supabase-sessions.repository';

/** This API's idle timeout and absolute lifetime, applied to GoTrue's sessions too. */
export function liveSince(config: AppConfig): LiveSince {
  const now = Date.now();
  return {
    idleSince: new Date(now - config.auth.sessionIdleTimeoutMs),
    openedSince: new Date(now - config.auth.sessionAbsoluteTimeoutMs),
  };
}

/**
 * The Supabase adapter's security log events (after GoTrue made the change: there is no local
 * transaction to share) and its "this wasn't me": the registry ends every session (each ends at
 * GoTrue on its next request, see SupabaseAuthProvider.authenticate) and GoTrue mails a recovery
 * link to the address it holds (read with the service-role key).
 */
@Injectable()
export class SupabaseAccountSecurity {
  private readonly logger = new Logger(SupabaseAccountSecurity.name);

  constructor(
    private readonly config: AppConfig,
    private readonly registry: SupabaseSessionsRepository,
    private readonly events: AuthSecurityEvents,
  ) {}

  signedIn(user: PublicUser, call: AuthCall): Promise<void> {
    return this.events.signedIn(user.id, call.client);
  }

  passwordChanged(user: PublicUser, kind: 'password-changed' | 'password-reset', call: AuthCall) {
    return this.events.passwordChanged(user.id, recipientOf(user), kind, call.client);
  }

  async secure(settings: SupabaseSettings, memberId: string, call: AuthCall): Promise<void> {
    await this.registry.revokeAllOf(memberId, undefined);
    call.cookies.clearSession();
    if (!settings.serviceRoleKey) {
      this.logger.warn('SUPABASE_SERVICE_ROLE_KEY is not set: cannot mail the reset link');
      throw new ServiceUnavailableError();
    }
    const admin = statelessClient(settings, settings.serviceRoleKey);
    const found = await admin.auth.admin.getUserById(memberId);
    if (found.error) {
      if (found.error.status === 404) return;
      failWith(found.error, () => new ServiceUnavailableError(found.error));
    }
    const user = toPublicUser(found.data.user);
    const anon = statelessClient(settings, settings.anonKey);
    const { error } = await anon.auth.resetPasswordForEmail(user.email, {
      redirectTo: localizedLink(this.config.publicUrl, user.locale, '/update-password'),
    });
    if (error && isOutage(error)) throw new ServiceUnavailableError(error);
  }

  /**
   * Not built yet with AUTH_PROVIDER=supabase (GoTrue's own email change has no undo link for
   * the old address): 503, said once per call in the log.
   */
  emailChangeUnavailable(): Promise<never> {
    this.logger.warn('email change is not available with AUTH_PROVIDER=supabase yet');
    return Promise.reject(new ServiceUnavailableError());
  }
}
