// What the brokers module shares with other modules besides its Nest modules (brokers.module.ts,
// brokers-worker.module.ts) and ports (alert-executor.port.ts): what the alert pipeline
// (modules/alerts) uses inside an alert's transaction and to retry a broker that may pass,
// and the audit's retention for the log's maintenance. Import these from here, never from the
// files.
export { type AlertExecutor, ALERT_EXECUTOR } from './alert-executor.port';
export { BrokerAuditRepository } from './audit/broker-audit.repository';
export { BrokerUnavailableError } from './broker-adapter';
