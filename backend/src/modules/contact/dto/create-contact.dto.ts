import {
  CONTACT_FIELD_LIMITS as LIMITS,
  type ContactRequest,
} from '@tickrelay/contracts/endpoints/contact.endpoints';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Limits (contracts) mirror the contact_messages check constraints. */
export class CreateContactDto implements ContactRequest {
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.name.max)
  name: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(LIMITS.email.max)
  email: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.subject.max)
  subject: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(LIMITS.message.min)
  @MaxLength(LIMITS.message.max)
  message: string;

  @IsIn(LOCALES)
  locale: Locale;
}
