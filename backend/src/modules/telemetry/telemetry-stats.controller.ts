import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import {
  DEFAULT_STATS_DAYS,
  getTelemetryStats,
  type TelemetryStats,
} from '@tickrelay/contracts/endpoints/telemetry.endpoints';

import { TelemetryStatsQuery } from './dto/telemetry-stats.query';
import { OperatorTokenGuard } from './operator-token.guard';
import { TelemetryStatsService } from './telemetry-stats.service';

@Controller()
export class TelemetryStatsController {
  constructor(private readonly stats: TelemetryStatsService) {}

  /** Events per type and per day, top pages and recent errors, for operators. */
  @Get(routeOf(getTelemetryStats))
  @UseGuards(OperatorTokenGuard)
  @Header('Cache-Control', 'no-store')
  get(@Query() query: TelemetryStatsQuery): Promise<TelemetryStats> {
    return this.stats.stats(query.days ?? DEFAULT_STATS_DAYS);
  }
}
