// What the broker-connections module shares with other modules besides its Nest module: the SQL
// and mapping the worker's alert pipeline (modules/deliveries) uses inside an alert's
// transaction (the member's execution target and connection, the audit). Another module imports
// these from here, never from the files.
export {
  type AuditScope,
  auditEntry,
  auditOfLiquidation,
  auditOfResult,
  intentFields,
} from './broker-audit-entries';
export { BrokerAuditRepository } from './broker-audit.repository';
export { BrokerConnectionsRepository } from './broker-connections.repository';
export type { BrokerConnectionRow } from './broker-connections.tables';
export { openCredentials } from './broker-credentials';
export { brokerSettingsView } from './broker-views';
