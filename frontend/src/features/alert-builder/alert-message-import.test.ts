import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import { formatAlertMessage } from './alert-builder';
import { PRESET_IDS, presetForm } from './alert-builder-presets';
import { importMessage, issueTarget } from './alert-message-import';
import { byteLevel } from './byte-level';

describe('importMessage', () => {
  it('gives back the form of every preset from its message', () => {
    for (const id of PRESET_IDS) {
      const form = presetForm(id);
      const imported = importMessage(formatAlertMessage(form));
      expect(imported.ok).toBe(true);
      // The form the message loads writes the same message again.
      expect([id, formatAlertMessage(imported.form!)]).toEqual([id, formatAlertMessage(form)]);
    }
    expect(importMessage(formatAlert(SAMPLE_ALERT))).toMatchObject({
      ok: true,
      form: { action: 'strategy', quantity: '{{strategy.order.contracts}}', maxLag: '60' },
    });
  });

  it('loads exits in each unit, max_lag and the optional fields', () => {
    const imported = importMessage(
      JSON.stringify({
        ticker: 'CME_MINI:MNQZ2026',
        action: 'sell',
        quantity: '2',
        orderType: 'stop',
        price: '21000.5',
        timeInForce: 'gtc',
        takeProfit: { percent: 1.5 },
        stopLoss: { dollars: '50' },
        id: 'x {{time}}',
        time: '{{time}}',
        max_lag: 30,
        account: 'DEMO1',
        comment: 'hello',
        interval: '{{interval}}',
      }),
    );
    expect(imported).toMatchObject({
      ok: true,
      form: {
        ticker: 'CME_MINI:MNQZ2026',
        action: 'sell',
        orderType: 'stop',
        timeInForce: 'gtc',
        takeProfitMode: 'percent',
        takeProfit: '1.5',
        stopLossMode: 'dollars',
        stopLoss: '50',
        time: 'time',
        maxLag: '30',
        includeInterval: true,
        includePositionSize: false,
      },
    });
  });

  it('reports each issue with the form control to go to, and loads what it can', () => {
    const imported = importMessage(
      '{"ticker": "MNQ1!", "action": "buy", "quantity": 1, "takeProfit": {"ticks": 0}, "stopLoss": {}, "colour": "red", "price": {{close}}}',
    );
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    // Unquoted placeholders are reported first: the text is not JSON until they are quoted.
    expect(imported.issues).toEqual([{ path: 'price', code: 'unquoted_placeholder' }]);
    expect(imported.form).toMatchObject({
      takeProfitMode: 'ticks',
      takeProfit: '0',
      price: '{{close}}',
    });

    const schema = importMessage(
      '{"ticker": "MNQ1!", "action": "buy", "quantity": 1, "takeProfit": {"ticks": 0}, "stopLoss": {}, "colour": "red"}',
    );
    expect(schema.ok ? [] : schema.issues).toEqual([
      { path: 'takeProfit.ticks', code: 'too_small' },
      { path: 'stopLoss', code: 'too_few' },
      { path: 'colour', code: 'unknown_field' },
    ]);
    expect(issueTarget({ path: 'takeProfit.ticks', code: 'too_small' })?.selector).toBe(
      '#ab-takeProfit',
    );
    expect(issueTarget({ path: 'stopLoss', code: 'too_few' })?.selector).toBe('#ab-stopLoss-mode');
    expect(issueTarget({ path: 'max_lag', code: 'too_small' })?.selector).toBe('#ab-maxLag');
    expect(issueTarget({ path: 'colour', code: 'unknown_field' })).toBeUndefined();
    // Kept from a pasted message but edited by no control (nothing applies it yet): no dead link.
    expect(issueTarget({ path: 'timeInForce', code: 'invalid_choice' })).toBeUndefined();
    expect(importMessage('not json')).toEqual({
      ok: false,
      issues: [{ path: '_body', code: 'invalid_json' }],
      form: null,
    });
  });
});

describe('byteLevel', () => {
  it('turns to near from 80% of the limit and to over past it', () => {
    expect(byteLevel(100, 1000)).toBe('ok');
    expect(byteLevel(800, 1000)).toBe('near');
    expect(byteLevel(1000, 1000)).toBe('near');
    expect(byteLevel(1001, 1000)).toBe('over');
  });
});
