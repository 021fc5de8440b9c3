import { ALERT_TEMPLATE_LIMITS } from '@tickrelay/contracts/alert-templates/alert-templates';

/** From this share of the receiver's limit the counter turns to the warning colour. */
export const NEAR_LIMIT_SHARE = 0.8;

export type ByteLevel = 'ok' | 'near' | 'over';

export function byteLevel(bytes: number, limit = ALERT_TEMPLATE_LIMITS.messageMaxBytes): ByteLevel {
  return bytes > limit ? 'over' : bytes >= limit * NEAR_LIMIT_SHARE ? 'near' : 'ok';
}
