import {
  MAX_STATS_DAYS,
  type TelemetryStatsQuery as StatsQuery,
} from '@tickrelay/contracts/endpoints/telemetry.endpoints';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class TelemetryStatsQuery implements StatsQuery {
  /** UTC days counted, today included. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_STATS_DAYS)
  days?: number;

  /** The error language switch every route accepts (?lang=fr). */
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}
