import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { AppConfig } from './app-config';

/**
 * A production that runs local stand-ins (ALLOW_LOCAL_STAND_INS: a demo) says so at every boot of
 * the api and of the worker, one warning naming each stand-in and what it fakes, so nobody reads
 * such a deployment's log and believes payments, bots, relays or the broker are real.
 */
@Injectable()
export class StandInsWarning implements OnApplicationBootstrap {
  // Nest's logger (pino once the app's logger is in place): test modules without nestjs-pino too.
  private readonly logger = new Logger('Bootstrap');

  constructor(private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    const standIns = this.config.standIns;
    if (standIns.length === 0) return;
    const names = [...new Set(standIns.map((entry) => entry.standIn))];
    this.logger.warn(
      `DEMO: NODE_ENV=production with local stand-ins (ALLOW_LOCAL_STAND_INS): ${standIns
        .map(({ variable, value, why }) =>
          variable.startsWith('TRADOVATE_')
            ? `${variable} is plain http (${why})`
            : `${variable}=${value} (${why})`,
        )
        .join('; ')}. This deployment does not ${describe(names)}.`,
    );
  }
}

function describe(names: string[]): string {
  const faked: Record<string, string> = {
    payments: 'take payments',
    recaptcha: 'stop bots',
    discord: 'send Discord relays',
    telegram: 'send Telegram relays',
    tradovate: 'protect broker traffic',
    projectx: 'protect broker traffic',
  };
  return names.map((name) => faked[name] ?? name).join(', ');
}
