import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import * as api from '@tickrelay/contracts/endpoints/operator.endpoints';

import { Operator } from '@/common/decorators/access.decorators';
import { CurrentSession } from '@/common/decorators/current-session.decorator';
import type { AuthenticatedSession } from '@/common/session/authenticated-session';

import { OperatorInsightsRepository } from './operator-insights.repository';
import { OperatorQueuesService } from './operator-queues.service';

/** The console's money, pipeline and queues pages. */
@Controller()
@Operator()
export class OperatorSystemController {
  constructor(
    private readonly insights: OperatorInsightsRepository,
    private readonly queues: OperatorQueuesService,
  ) {}

  @Get(routeOf(api.getOperatorMoney))
  money(): Promise<ResponseOf<typeof api.getOperatorMoney>> {
    return this.insights.money();
  }

  @Get(routeOf(api.getOperatorPipeline))
  pipeline(): Promise<ResponseOf<typeof api.getOperatorPipeline>> {
    return this.insights.pipeline();
  }

  @Get(routeOf(api.getOperatorQueues))
  overview(): Promise<ResponseOf<typeof api.getOperatorQueues>> {
    return this.queues.overview();
  }

  @Get(routeOf(api.listOperatorFailedJobs))
  async failed(
    @Param('queue') queue: string,
  ): Promise<ResponseOf<typeof api.listOperatorFailedJobs>> {
    return { jobs: await this.queues.failed(queue) };
  }

  @Get(routeOf(api.getOperatorFailedJob))
  inspect(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
  ): Promise<ResponseOf<typeof api.getOperatorFailedJob>> {
    return this.queues.inspect(queue, jobId);
  }

  @Post(routeOf(api.retryOperatorJob))
  @HttpCode(api.retryOperatorJob.status)
  async retry(
    @CurrentSession() session: AuthenticatedSession,
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
  ): Promise<void> {
    await this.queues.retry(session.user.id, queue, jobId);
  }

  @Post(routeOf(api.discardOperatorJob))
  @HttpCode(api.discardOperatorJob.status)
  async discard(
    @CurrentSession() session: AuthenticatedSession,
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
  ): Promise<void> {
    await this.queues.discard(session.user.id, queue, jobId);
  }
}
