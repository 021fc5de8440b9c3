import { IsIn, IsString, Matches, MinLength } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { IntRange } from '../../config/validators/int-range';
import { SetInProduction } from '../../config/validators/production';

/** The sender and the SMTP server of every mail; documented in /.env.example. */
export class MailVariables extends BaseVariables {
  @IsString()
  @MinLength(3, { message: 'must be a sender such as "TickRelay <no-reply@example.com>"' })
  MAIL_FROM = 'TickRelay <no-reply@tickrelay.local>';

  // Empty: the worker writes mails (and their links) to the log instead of sending them, which
  // production refuses: a confirmation or recovery link in a log is a way into the account.
  @IsString()
  @Matches(/^$|^[A-Za-z0-9.-]{1,253}$/, { message: 'must be empty or a host name' })
  @SetInProduction(
    'must be set when NODE_ENV is production: without it the worker writes every mail, confirmation and recovery links included, to its log',
  )
  SMTP_HOST = '';

  @IntRange(1, 65535)
  SMTP_PORT = 587;

  @IsString()
  SMTP_USER = '';

  @IsString()
  SMTP_PASSWORD = '';

  @IsIn(['true', 'false'], { message: 'must be true or false' })
  SMTP_SECURE = 'false';
}

export interface SmtpSettings {
  /** Undefined: mails are written to the worker's log. */
  host: string | undefined;
  port: number;
  user: string | undefined;
  password: string | undefined;
  secure: boolean;
}

export function smtpSettings(env: MailVariables): SmtpSettings {
  return {
    host: env.SMTP_HOST || undefined,
    port: env.SMTP_PORT,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    secure: env.SMTP_SECURE === 'true',
  };
}
