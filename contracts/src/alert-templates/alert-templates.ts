// A member's saved alert messages (the alert builder's templates), kept server side so they follow
// the member from one browser to another. The message is stored exactly as TradingView will send
// it: JSON text that passes ALERT_TEMPLATE_SCHEMA (placeholders allowed) and fits the webhook
// receiver's body limit, checked by the api with the same function the builder uses.
import { WEBHOOK_LIMITS } from '../webhooks/deliveries';

export const ALERT_TEMPLATE_LIMITS = {
  /** Templates one member may keep. */
  perMember: 50,
  nameMinChars: 1,
  nameMaxChars: 80,
  /** The message's UTF-8 bytes: what the webhook receiver accepts (one more is 413). */
  messageMaxBytes: WEBHOOK_LIMITS.bodyMaxBytes,
} as const;

export interface AlertTemplateView {
  id: string;
  /** Unique per member (compared case-insensitively, after trimming). */
  name: string;
  /** The alert message as JSON text, placeholders included. */
  message: string;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

export interface CreateAlertTemplateRequest {
  name: string;
  message: string;
}

/** A rename, a new message, or both; what is left out stays. */
export interface UpdateAlertTemplateRequest {
  name?: string;
  message?: string;
}
