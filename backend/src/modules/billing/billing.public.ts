// What the billing module shares with other modules besides its Nest modules (billing.module.ts,
// whose BillingModule.forRoot exports BillingOperatorActions for the operator console, found with
// ModuleRef since BillingModule is built from the configuration). Another module imports these
// from here, never from the files themselves.
export { BillingOperatorActions, type SubscriptionChange } from './billing-operator.actions';
