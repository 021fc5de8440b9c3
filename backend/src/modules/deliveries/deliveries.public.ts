// What the deliveries module shares with other modules besides its Nest modules
// (deliveries.module.ts exports MemberEvents in the api): publishing on a member's live stream,
// e.g. the webhooks module's WebhookView after a settings change (MEMBER_EVENT_TYPES.webhook),
// and the member's advisory lock, which broker actions outside an alert (a liquidation) take so
// they never interleave with the member's alerts.
export { lockMember } from './deliveries-writer.repository';
export { deliveryView } from './delivery-view';
export { MemberEvents } from './member-events';
