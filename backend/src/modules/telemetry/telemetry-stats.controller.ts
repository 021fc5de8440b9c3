import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';

import { TelemetryStatsQuery } from './dto/telemetry-stats.query';
import { OperatorTokenGuard } from './operator-token.guard';
import { type TelemetryStats, TelemetryStatsService } from './telemetry-stats.service';

export const DEFAULT_STATS_DAYS = 7;

@Controller('telemetry')
export class TelemetryStatsController {
  constructor(private readonly stats: TelemetryStatsService) {}

  /** Events per type and per day, top pages and recent errors, for operators. */
  @Get('stats')
  @UseGuards(OperatorTokenGuard)
  @Header('Cache-Control', 'no-store')
  get(@Query() query: TelemetryStatsQuery): Promise<TelemetryStats> {
    return this.stats.stats(query.days ?? DEFAULT_STATS_DAYS);
  }
}
