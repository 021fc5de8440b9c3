import type { DeliveryQuery as DeliveryQueryShape } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';
import { IsIn, IsISO8601, IsOptional, Matches, MaxLength } from 'class-validator';

/** The filters of the log and of its CSV export (query strings: all text). */
export class DeliveryFiltersDto {
  @IsOptional()
  @IsIn(DELIVERY_STATUSES)
  status?: DeliveryStatus;

  /** The start of a TradingView symbol: letters, digits, _ : and !. */
  @IsOptional()
  @MaxLength(40)
  @Matches(/^[A-Za-z0-9_:!]+$/)
  ticker?: string;

  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true })
  to?: string;

  /** The error language switch every route accepts (?lang=fr). */
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}

export class DeliveryQueryDto extends DeliveryFiltersDto implements DeliveryQueryShape {
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,128}$/)
  cursor?: string;

  /** 1 to WEBHOOK_LIMITS.pageSizeMax. */
  @IsOptional()
  @Matches(/^(100|[1-9][0-9]?)$/)
  limit?: string;
}
