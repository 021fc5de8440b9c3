import { ALERT_PAYLOAD_SCHEMA } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import Ajv from 'ajv';

import { testAlertBody } from './webhook-test-alert.service';

describe('the test alert', () => {
  it('is the sample filled as TradingView would now: a valid, current alert', () => {
    const now = new Date('2026-03-02T14:30:02.123Z');
    const body = JSON.parse(testAlertBody(now)) as Record<string, unknown>;
    const valid = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
      ALERT_PAYLOAD_SCHEMA,
    );
    expect(valid(body)).toBe(true);
    expect(body).toMatchObject({ ticker: 'MES1!', action: 'buy', time: now.toISOString() });
    expect(JSON.stringify(body)).not.toContain('{{');
  });
});
