import { AppException } from '@/common/errors/app.exception';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import { sampleBatch } from './telemetry-sample';
import { parseBatch } from './telemetry.service';

describe('parseBatch', () => {
  it('parses and validates, throwing the API errors', () => {
    const validator = new TelemetryBatchValidator();
    const batch = sampleBatch(2);
    expect(parseBatch(JSON.stringify(batch), validator)).toEqual(batch);

    const invalidJson = (() => {
      try {
        parseBatch('{"events":', validator);
      } catch (error) {
        return error;
      }
    })();
    expect(invalidJson).toBeInstanceOf(AppException);
    expect((invalidJson as AppException).code).toBe('INVALID_JSON');

    try {
      parseBatch(JSON.stringify({ events: [] }), validator);
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: { events: 'too_few' } });
    }
  });
});
