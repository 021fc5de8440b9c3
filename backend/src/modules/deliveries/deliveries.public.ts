// What is left of `deliveries` after the alert pipeline and its log moved to `modules/alerts`: the
// paper account and the execution targets (on their way to `modules/brokers`), which the alerts
// modules wire. Shared through this file only (backend/README.md, "Boundaries").
export { PaperAccountsRepository } from './paper-accounts.repository';
export { PaperAlertExecutor } from './paper-alert-executor';
export { PaperBroker } from './paper-broker';
export { PaperController } from './paper.controller';
export { RoutingAlertExecutor } from './routing-alert-executor';
export { TradovateAlertExecutor } from './tradovate-alert-executor';
