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

/** A Telegram chat id or @channel is short; anything longer is no chat. */
export const CHAT_ID_MAX_LENGTH = 40;

/**
 * One body for the three kinds (CreateDestinationRequest): https and discord give `url`, telegram
 * gives `chatId`. What the URL must be (https, no credentials; Discord's webhook form) and which
 * field belongs to which kind is checked by the service, which answers with the localised
 * DESTINATION_URL_INVALID message.
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

  @ValidateIf((body: CreateDestinationDto) => body.kind === 'telegram' || body.chatId !== undefined)
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CHAT_ID_MAX_LENGTH)
  chatId?: string;

  @IsOptional()
  @IsBoolean()
  notifyFailures?: boolean;
}
