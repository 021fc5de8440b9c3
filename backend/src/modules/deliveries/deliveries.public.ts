// What the deliveries module shares with other modules besides its Nest modules
// (deliveries.module.ts exports MemberEvents in the api): publishing on a member's live stream,
// e.g. the webhooks module's WebhookView after a settings change (MEMBER_EVENT_TYPES.webhook).
// The member's advisory lock is database/member-lock.ts.
export { deliveryView } from './delivery-view';
export { MemberEvents } from './member-events';
