import { AppException } from '@/common/errors/app.exception';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import { sampleBatch } from './telemetry-sample';
import { batchJobId, parseBatch } from './telemetry.service';

describe('telemetry service helpers', () => {
  it('derives the same job id from the same events, and another from other events', () => {
    const batch = sampleBatch(3);
    const copy = JSON.parse(JSON.stringify(batch)) as typeof batch;
    expect(batchJobId(copy)).toBe(batchJobId(batch));
    expect(batchJobId(batch)).toMatch(/^batch-[A-Za-z0-9_-]{43}$/);
    expect(batchJobId(sampleBatch(3))).not.toBe(batchJobId(batch));
    // BullMQ refuses ids with ':' and numeric ids.
    expect(batchJobId(batch)).not.toContain(':');
  });

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
