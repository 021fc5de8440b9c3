// Writes the alert payload schema the downloads page offers, from the contracts' one:
//   npx tsx contracts/scripts/write-alert-schema.ts
// A frontend test fails while the published file and the contracts differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { PUBLISHED_ALERT_PAYLOAD_SCHEMA } from '../src/alert-payload/alert-payload.schema';

const target = join(
  __dirname,
  '../../frontend/public/downloads/tickrelay-alert-payload.schema.json',
);

async function main(): Promise<void> {
  const options = await resolveConfig(target);
  const json = await format(JSON.stringify(PUBLISHED_ALERT_PAYLOAD_SCHEMA), {
    ...options,
    filepath: target,
  });
  writeFileSync(target, json);
  console.log(`wrote ${target}`);
}

void main();
