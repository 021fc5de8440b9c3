// What the deliveries module shares with other modules besides its Nest modules
// (deliveries.module.ts exports MemberEvents in the api): publishing on a member's live stream,
// e.g. the webhooks module's WebhookView after a settings change (MEMBER_EVENT_TYPES.webhook).
export { MemberEvents } from './member-events';
