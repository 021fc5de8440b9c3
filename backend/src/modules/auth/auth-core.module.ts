import { Module } from '@nestjs/common';

import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';

import { AuthMailer } from './auth-mailer';
import { AuthSecurityEvents } from './auth-security-events';
import { EmailChangesRepository } from './local/email-changes.repository';
import { LocalEmailChange } from './local/local-email-change';
import { LocalSessions } from './local/local-sessions';
import { LocalSignUp } from './local/local-signup';
import { OneTimeLinks } from './local/one-time-links';
import { OneTimeTokensRepository } from './local/one-time-tokens.repository';
import { SessionsRepository } from './local/sessions.repository';
import { UsersRepository } from './local/users.repository';
import { PasswordHasher } from './password/password-hasher';

const CORE = [
  AuthMailer,
  AuthSecurityEvents,
  UsersRepository,
  OneTimeTokensRepository,
  OneTimeLinks,
  SessionsRepository,
  PasswordHasher,
  LocalSessions,
  LocalSignUp,
  EmailChangesRepository,
  LocalEmailChange,
];

/**
 * What the api's AuthModule and the worker's AuthWorkerModule share: the local adapter's
 * accounts, tokens, links and sign-ups, and the account mails (written to the mail outbox). No
 * controller, guard, rate limiter or queue producer: nothing that serves HTTP. One instance of
 * each per process (PasswordHasher's slots are per process).
 */
@Module({ imports: [MailOutboxModule, SecurityLogCoreModule], providers: CORE, exports: CORE })
export class AuthCoreModule {}
