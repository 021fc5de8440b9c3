import { Injectable } from '@nestjs/common';

import type { AlertExecution, AlertExecutor } from './alert-executor';

/** Until the paper adapter is wired: every valid alert is refused with BROKER_UNAVAILABLE. */
@Injectable()
export class UnavailableBroker implements AlertExecutor {
  execute(): Promise<AlertExecution> {
    return Promise.resolve({
      status: 'rejected',
      code: 'BROKER_UNAVAILABLE',
      brokerResult: null,
      paper: null,
    });
  }
}
