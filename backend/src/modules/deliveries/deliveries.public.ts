// What the deliveries module shares with other modules besides its Nest modules. The member's
// live stream is common/live-events/member-events.ts (MemberEventsModule, global); the member's
// advisory lock is database/member-lock.ts.
export { deliveryView } from './delivery-view';
