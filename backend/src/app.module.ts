import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';

import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { BodyParserMiddleware } from './common/http/body-parser.middleware';
import { RequestClientMiddleware } from './common/http/request-client';
import { i18nModule } from './common/i18n/i18n.options';
import { MemberEventsModule } from './common/live-events/member-events.module';
import { loggerParams } from './common/logging/logger-options';
import { HttpMetricsMiddleware } from './common/metrics/http-metrics.middleware';
import { MetricsModule } from './common/metrics/metrics.module';
import { AppThrottlerGuard } from './common/rate-limit/app-throttler.guard';
import { throttlerOptions } from './common/rate-limit/throttler.options';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccountModule } from './modules/account/account.module';
import { AlertTemplatesModule } from './modules/alert-templates/alert-templates.module';
import { AlertsModule } from './modules/alerts/alerts.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { BrokersModule } from './modules/brokers/brokers.module';
import { ContactModule } from './modules/contact/contact.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { DownloadsModule } from './modules/downloads/downloads.module';
import { HealthModule } from './modules/health/health.module';
import { OperatorModule } from './modules/operator/operator.module';
import { SecurityLogModule } from './modules/security-log/security-log.module';
import { TelemetryModule } from './modules/telemetry/telemetry.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { RedisModule } from './redis/redis.module';
import { RedisService } from './redis/redis.service';

/** The HTTP API. The worker has its own root module (worker/worker.module.ts). */
@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, 'api')),
        i18nModule(),
        DatabaseModule,
        RedisModule,
        MemberEventsModule,
        ThrottlerModule.forRootAsync({
          inject: [AppConfig, RedisService],
          useFactory: throttlerOptions,
        }),
        MetricsModule,
        HealthModule,
        ContactModule,
        TelemetryModule,
        AuthModule,
        AccountModule,
        SecurityLogModule,
        DataExportModule,
        BillingModule.forRoot(config),
        WebhooksModule,
        OperatorModule,
        AlertsModule,
        BrokersModule,
        DownloadsModule,
        AlertTemplatesModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_GUARD, useClass: AppThrottlerGuard },
        BodyParserMiddleware,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(RequestClientMiddleware, HttpMetricsMiddleware, BodyParserMiddleware)
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
