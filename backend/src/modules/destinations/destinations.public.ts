// What the destinations module shares with other modules besides its Nest modules
// (DestinationsModule exports DeliveryRelaysReader in the api; DestinationsWorkerModule exports
// DeliveryRelayDispatcher and DeliveryRelaysReader in the worker): the alerts pipeline hands each
// committed delivery to the dispatcher, and the log's read paths ask the reader for relays.
export { DeliveryRelayDispatcher } from './delivery-relay.dispatcher';
export { DeliveryRelaysReader } from './delivery-relays.publisher';
// Who a worker's mail goes to, and in which language (the data export's "ready" mail too).
export { MemberContactsRepository } from './member-contacts.repository';
