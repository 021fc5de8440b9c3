// What the alerts module shares with other modules besides its Nest modules: the alert executor's
// interface (pipeline/alert-executor.ts), which the execution targets implement, and the pool the
// pipeline's transaction runs on (the worker's own, the api's otherwise), on which the paper
// account is written in the member's transaction.
export type { AlertExecution, AlertExecutor, ExecutionOptions } from './pipeline/alert-executor';
export { DeliveriesDatabase } from './log/deliveries-database';
