import { Module } from '@nestjs/common';

import { WebhookSettingsReader } from './webhook-settings.reader';

/**
 * The members' webhook settings for the worker's alert pipeline (Postgres only; no route, no
 * cache): import it and inject WebhookSettingsReader (webhooks.public.ts).
 */
@Module({ providers: [WebhookSettingsReader], exports: [WebhookSettingsReader] })
export class WebhookSettingsModule {}
