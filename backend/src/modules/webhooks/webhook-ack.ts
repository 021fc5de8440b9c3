/**
 * Where the receiver leaves receipt → acknowledgement (milliseconds, decimal text, EX 3600) for the
 * worker that writes the delivery row (the deliveries module reads the same key).
 */
export const webhookAckKey = (deliveryId: string): string => `webhook:ack:${deliveryId}`;

export const WEBHOOK_ACK_TTL_S = 3600;
