import {
  type DestinationKind,
  DESTINATION_KINDS,
  DESTINATION_LIMITS,
} from '@tickrelay/contracts/destinations/destinations';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

/** Bounds what a refused chat id may be before the service refuses it by name. */
export const CHAT_ID_MAX_LENGTH = 40;

/**
 * One body for the three kinds (CreateDestinationRequest): https and discord give `url`, telegram
 * nothing more (its chat is linked through the bot). What the URL must be (https, no credentials,
 * port 443; Discord's webhook form) and which field belongs to which kind is checked by the
 * service, which answers with the localised DESTINATION_URL_INVALID message. `chatId` is declared
 * only so the service can refuse it with its own code (DESTINATION_CHAT_ID_REFUSED) rather than a
 * bare unknown field.
 */
export class CreateDestinationDto {
  @IsIn(DESTINATION_KINDS)
  kind!: DestinationKind;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DESTINATION_LIMITS.labelMaxChars)
  label!: string;

  @ValidateIf((body: CreateDestinationDto) => body.kind !== 'telegram' || body.url !== undefined)
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DESTINATION_LIMITS.urlMaxChars)
  url?: string;

  @IsOptional()
  @IsString()
  @MaxLength(CHAT_ID_MAX_LENGTH)
  chatId?: string;

  @IsOptional()
  @IsBoolean()
  notifyFailures?: boolean;
}
