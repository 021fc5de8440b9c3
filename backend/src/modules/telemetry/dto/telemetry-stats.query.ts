import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { SUPPORTED_LANGUAGES } from '@/common/i18n/request-language';

export const MAX_STATS_DAYS = 90;

export class TelemetryStatsQuery {
  /** UTC days counted, today included. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_STATS_DAYS)
  days?: number;

  /** The error language switch every route accepts (?lang=fr). */
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES)
  lang?: string;
}
