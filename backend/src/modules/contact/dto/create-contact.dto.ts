import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import { CONTACT_LOCALES, type ContactLocale } from '@/modules/contact/contact.table';

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Limits mirror the contact_messages check constraints. */
export class CreateContactDto {
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  subject: string;

  @trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(10)
  @MaxLength(5000)
  message: string;

  @IsIn(CONTACT_LOCALES)
  locale: ContactLocale;
}
