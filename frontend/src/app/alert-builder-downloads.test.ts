// The alert builder's messages must pass the payload schema the downloads page offers: two
// features checked against each other, so the test lives in app/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { fillPlaceholders } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import Ajv2020 from 'ajv/dist/2020';

import { buildAlertMessage } from '@/features/alert-builder/alert-builder';
import { PRESET_IDS, presetForm } from '@/features/alert-builder/alert-builder-presets';

const publicDir = join(__dirname, '../../public');
const read = (fileName: string) => readFileSync(join(publicDir, 'downloads', fileName), 'utf8');

describe('alert builder and the downloadable payload schema', () => {
  it('accepts every message of the alert builder once TradingView fills its placeholders', () => {
    const ajv = new Ajv2020();
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    for (const id of PRESET_IDS) {
      const payload = fillPlaceholders(buildAlertMessage(presetForm(id)));
      expect(payload).not.toHaveProperty('symbol');
      expect({ id, valid: validate(payload), errors: validate.errors ?? null }).toEqual({
        id,
        valid: true,
        errors: null,
      });
    }
  });
});
