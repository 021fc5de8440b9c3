import { COPY_STATEMENT, copyField, copyRows, jsonRows, TELEMETRY_COLUMNS } from './telemetry-copy';
import { sampleEvent } from './telemetry-sample';

describe('COPY text encoding', () => {
  it('writes null as \\N and escapes the separators', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField('plain')).toBe('plain');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField(12.5)).toBe('12.5');
    expect(copyField(true)).toBe('true');
    expect(copyField({ note: 'tab\there' })).toBe('{"note":"tab\\\\there"}');
  });

  it('writes one row per event, every column in order, keyed by the job receivedAt', () => {
    const event = sampleEvent({
      event_type: 'error',
      stack_trace: 'Error: boom\n    at f (app.js:1:2)',
      duration_ms: null,
    });
    const text = copyRows({
      receivedAt: '2025-03-10T12:00:00.000Z',
      events: [event, sampleEvent()],
    });
    const rows = text.split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
    const fields = (rows[0] ?? '').split('\t');
    expect(fields).toHaveLength(TELEMETRY_COLUMNS.length);
    expect(fields.slice(0, 4)).toEqual([
      event.event_id,
      '2025-03-10T12:00:00.000Z',
      event.session_id,
      'error',
    ]);
    expect(fields[TELEMETRY_COLUMNS.indexOf('stack_trace')]).toBe(
      'Error: boom\\n    at f (app.js:1:2)',
    );
    expect(fields[TELEMETRY_COLUMNS.indexOf('duration_ms')]).toBe('\\N');
    expect(fields[TELEMETRY_COLUMNS.indexOf('screen_width')]).toBe('1920');
    expect(COPY_STATEMENT).toMatch(/^copy telemetry_events \(event_id, received_at, /);
  });

  it('gives the fallback INSERT the same rows as JSON records', () => {
    const event = sampleEvent();
    const rows = JSON.parse(
      jsonRows([{ receivedAt: '2025-03-10T12:00:00.000Z', events: [event] }]),
    ) as Record<string, unknown>[];
    expect(rows).toEqual([{ ...event, received_at: '2025-03-10T12:00:00.000Z' }]);
  });
});
