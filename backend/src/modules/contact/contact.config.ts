import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';

/** The contact form's variables (AppConfig.contactInboxEmail); documented in /.env.example. */
export class ContactVariables extends BaseVariables {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254, { message: 'must be an email address' })
  CONTACT_INBOX_EMAIL = 'contact@tickrelay.local';
}
