import { ALERT_CORPUS } from './alert-corpus';
import { readAlertMessage } from './alert-reader';

describe('the alert-message reader on the corpus', () => {
  it('holds at least 60 messages', () => {
    expect(ALERT_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ALERT_CORPUS.map((message) => message.name)).size).toBe(ALERT_CORPUS.length);
    // Distinct bodies: the receiver's corpus test sends them all to one URL (no duplicates).
    expect(new Set(ALERT_CORPUS.map((message) => message.text)).size).toBe(ALERT_CORPUS.length);
  });

  it.each(ALERT_CORPUS.map((message) => [message.name, message] as const))(
    '%s',
    (_name, message) => {
      const read = readAlertMessage(message.text);
      const verdict = read.ok
        ? { format: read.format, code: null }
        : { format: read.format, code: read.code, field: read.field };
      const expected =
        message.code === null
          ? { format: message.format, code: null }
          : { format: message.format, code: message.code, field: message.field ?? null };
      expect(verdict).toEqual(expected);
      for (const field of message.warns ?? []) {
        expect(read.warnings.map((warning) => warning.field)).toContain(field);
      }
    },
  );
});
