// What the brokers module shares with other modules besides its port (broker.port.ts): the paper
// engine's pure functions and state type, for the adapter that stores the state (the deliveries
// module: paper_accounts, under the member's advisory lock). Import these from here, never from
// paper/ itself.
export {
  createPaperAccount,
  executeIntent,
  flatten as flattenPaperAccount,
} from './paper/paper-engine';
export type { PaperAccountState } from './paper/paper-engine.types';
export { brokerResultView, paperAccountView } from './paper/paper-views';
// The Tradovate adapter for the wiring (modules/broker-connections, the deliveries worker): its
// port (check, execute, liquidate, forget; the connection error) and its Nest module.
export {
  type TradovateBroker,
  type TradovateCheck,
  type TradovateCredentials,
  type TradovateExecuteOptions,
  type TradovateSession,
  TradovateConnectionError,
  TradovateOrderWithheld,
  TRADOVATE_BROKER,
} from './tradovate/tradovate.port';
export { TradovateModule } from './tradovate/tradovate.module';
