import { isExecutionFailure, reachedExecution } from './relay-rules';

describe('which deliveries are relayed and notified', () => {
  it.each([
    ['executed', null, true],
    ['relayed', null, true],
    ['rejected', 'BROKER_REJECTED', true],
    ['rejected', 'NO_POSITION', true],
    ['rejected', 'PRICE_REQUIRED', true],
    ['rejected', 'ALERT_UNKNOWN_SYMBOL', true],
    ['failed', 'BROKER_UNAVAILABLE', true],
    ['rejected', 'ALERT_INVALID', false],
    ['rejected', 'SUBSCRIPTION_REQUIRED', false],
    ['rejected', 'SOURCE_NOT_ALLOWED', false],
    ['duplicate', 'ALERT_DUPLICATE', false],
    ['stale', 'ALERT_STALE', false],
    ['paused', 'EXECUTION_PAUSED', false],
    ['failed', 'EXECUTION_FAILED', false],
  ] as const)('%s %s reached execution: %s', (status, code, expected) => {
    expect(reachedExecution(status, code)).toBe(expected);
  });

  it.each([
    ['failed', 'EXECUTION_FAILED', true],
    ['failed', 'BROKER_UNAVAILABLE', true],
    ['rejected', 'BROKER_REJECTED', true],
    ['rejected', 'BROKER_NOT_CONNECTED', true],
    ['executed', null, false],
    ['rejected', 'NO_POSITION', false],
    ['rejected', 'ALERT_INVALID', false],
    ['paused', 'EXECUTION_PAUSED', false],
  ] as const)('%s %s is an execution failure: %s', (status, code, expected) => {
    expect(isExecutionFailure(status, code)).toBe(expected);
  });
});
