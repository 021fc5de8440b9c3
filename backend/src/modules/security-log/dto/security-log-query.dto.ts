import type { SecurityLogQuery } from '@tickrelay/contracts/endpoints/security-log.endpoints';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { IsIn, IsOptional, Matches } from 'class-validator';

/** Query strings: all text. The cursor is the last event's sequence number. */
export class SecurityLogQueryDto implements SecurityLogQuery {
  @IsOptional()
  @Matches(/^[1-9][0-9]{0,17}$/)
  cursor?: string;

  /** 1 to 100. */
  @IsOptional()
  @Matches(/^(100|[1-9][0-9]?)$/)
  limit?: string;

  /** The error language switch every route accepts (?lang=fr). */
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}
