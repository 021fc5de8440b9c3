// What the webhooks module shares with other modules besides its Nest modules (webhooks.module.ts
// for the api, webhook-settings.module.ts for the worker, which exports WebhookSettingsReader).
// Another module imports these from here, never from the files themselves.
export { webhookAckKey } from './webhook-ack';
export { WebhookSettingsReader } from './webhook-settings.reader';
export { WebhooksService } from './webhooks.service';
