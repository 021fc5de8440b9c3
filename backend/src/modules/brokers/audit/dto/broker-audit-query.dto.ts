import type { BrokerAuditQuery } from '@tickrelay/contracts/endpoints/broker.endpoints';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { IsIn, IsOptional, Matches } from 'class-validator';

/** Query strings: all text. */
export class BrokerAuditQueryDto implements BrokerAuditQuery {
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,80}$/)
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
