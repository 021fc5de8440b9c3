// The builder and the receiver agree: every message of the contracts' corpus (the leaders'
// documented examples, Pine strings, TradingView's default sentence, hostile near-misses) pasted
// into the builder gets the verdict the receiver gives it (backend/test/alert-formats-corpus
// .int-spec.ts checks the receiver against the same corpus over HTTP). Messages holding a
// placeholder are templates here, checked as TradingView will fill them, so they are compared with
// the reader's verdict on the filled text.
import { ALERT_CORPUS } from '@tickrelay/contracts/alert-payload/alert-corpus';
import { SAMPLE_FILLED_VALUES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { readAlertMessage } from '@tickrelay/contracts/alert-payload/alert-reader';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';

import { importMessage } from './alert-message-import';

const TEMPLATE = /"[^"]*\{\{[^{}"]*\}\}[^"]*"/;
const issuePath = (field: string | null | undefined): string =>
  field === null || field === undefined ? ROOT_FIELD : field.slice(1).replace(/\//g, '.');

describe('the builder’s verdict is the receiver’s, on the whole corpus', () => {
  it.each(ALERT_CORPUS.map((message) => [message.name, message] as const))(
    '%s',
    (_name, message) => {
      const imported = importMessage(message.text);
      if (TEMPLATE.test(message.text)) {
        const filled = message.text.replace(
          /\{\{[^{}]*\}\}/g,
          (name) => SAMPLE_FILLED_VALUES[name] ?? name,
        );
        expect(imported.ok).toBe(readAlertMessage(filled).ok);
        return;
      }
      expect(imported.ok).toBe(message.code === null);
      if (imported.ok) {
        expect(imported.format).toBe(message.format);
        for (const field of message.warns ?? []) {
          expect(imported.warnings.map((warning) => warning.field)).toContain(field);
        }
      } else if (message.code !== 'ALERT_UNFILLED_PLACEHOLDER') {
        // (An unquoted placeholder: the builder names its field, the receiver cannot parse it.)
        expect(imported.issues.map((issue) => issue.path)).toContain(issuePath(message.field));
      }
    },
  );

  it('converts another product’s message into TickRelay’s, the placeholders kept', () => {
    const imported = importMessage(
      JSON.stringify({
        symbol: '{{ticker}}',
        data: '{{strategy.order.action}}',
        quantity: '{{strategy.order.contracts}}',
        price: '{{close}}',
        percentage_tp: '1',
        token: 'abc',
      }),
    );
    expect(imported).toMatchObject({
      ok: true,
      format: 'pickmytrade',
      warnings: [{ field: '/token', code: 'ignored_field' }],
      form: {
        ticker: '{{ticker}}',
        action: 'strategy',
        quantity: '{{strategy.order.contracts}}',
        price: '{{close}}',
        takeProfitMode: 'percent',
        takeProfit: '1',
      },
    });
  });

  it('names a misspelt key with the field it resembles', () => {
    expect(importMessage('{"ticker":"MES1!","action":"buy","quantitiy":1}')).toEqual({
      ok: false,
      form: null,
      issues: [{ path: 'quantitiy', code: 'misspelt_field', suggestion: 'quantity' }],
    });
  });
});
