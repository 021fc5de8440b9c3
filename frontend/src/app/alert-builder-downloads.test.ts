// The alert builder's messages must pass the payload schema the downloads page offers: two
// features checked against each other, so the test lives in app/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import Ajv2020 from 'ajv/dist/2020';

import { formatAlertMessage } from '@/features/alert-builder/alert-builder';
import { PRESET_IDS, presetForm } from '@/features/alert-builder/alert-builder-presets';

const publicDir = join(__dirname, '../../public');
const read = (fileName: string) => readFileSync(join(publicDir, 'downloads', fileName), 'utf8');

describe('alert builder and the downloadable payload schema', () => {
  it('accepts every message of the alert builder once TradingView fills its placeholders', () => {
    const ajv = new Ajv2020();
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const filled: Record<string, string> = {
      '{{ticker}}': 'MNQ1!',
      '{{strategy.order.action}}': 'sell',
      '{{strategy.order.contracts}}': '2',
      '{{strategy.position_size}}': '-2',
      '{{close}}': '21450.25',
      '{{time}}': '2026-11-16T14:30:00Z',
      '{{interval}}': '5',
    };
    for (const id of PRESET_IDS) {
      const message = formatAlertMessage(presetForm(id)).replace(
        /\{\{[^}]+\}\}/g,
        (placeholder) => filled[placeholder] ?? placeholder,
      );
      const payload = JSON.parse(message) as unknown;
      expect({ id, valid: validate(payload), errors: validate.errors ?? null }).toEqual({
        id,
        valid: true,
        errors: null,
      });
    }
  });
});
