// The pipeline's executor of valid alerts is the brokers module's (brokers/alert-executor.port.ts,
// bound to the adapter table by BrokersWorkerModule); named here for the pipeline's files.
export { type AlertExecutor, ALERT_EXECUTOR } from '@/modules/brokers/brokers.public';
