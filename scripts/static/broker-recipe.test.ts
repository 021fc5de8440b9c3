// "Add a broker" (backend/src/modules/brokers/README.md) as a check: every live broker of the
// contracts' one list (LIVE_BROKER_NAMES) has each piece of the recipe, and the test names what
// is missing ("broker X has no stub: testing/src/stubs/X…"). The adapter table's line per broker
// is also a type (Record<BrokerName, …> in broker-adapters.ts): this reads it as text as well, so
// the message names the broker.
import { existsSync, readdirSync } from 'node:fs';

import { BROKER_NAMES, LIVE_BROKER_NAMES } from '../../contracts/src/brokers/broker-connection';
import { readRepoFile, repoPath } from './support/repo.paths';

const pascal = (name: string): string =>
  name
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const BROKERS = 'backend/src/modules/brokers';
const TABLE = `${BROKERS}/broker-adapters.ts`;
const STUBS = 'testing/src/stubs';

/** The stand-ins production refuses (backend/src/config/production-stand-ins.ts, STAND_INS). */
function standIns(): string[] {
  const list = /export const STAND_INS = \[([^\]]*)\]/.exec(
    readRepoFile('backend/src/config/production-stand-ins.ts'),
  );
  if (list?.[1] === undefined) {
    throw new Error('STAND_INS not found in backend/src/config/production-stand-ins.ts');
  }
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

/** Whether the table's factory returns a line `name,` or `name: …` (broker-adapters.ts). */
function hasTableLine(name: string): boolean {
  const factory = /useFactory:[^{]*\(\{([^}]*)\}\)/.exec(readRepoFile(TABLE));
  if (factory?.[1] === undefined) {
    throw new Error(`the adapter table's useFactory not found in ${TABLE}`);
  }
  return new RegExp(`^\\s*${name}\\s*[,:]`, 'm').test(factory[1]);
}

/** What broker `name` lacks of the recipe, one line per missing piece. */
function missingPieces(name: string): string[] {
  const missing: string[] = [];
  const need = (present: boolean, piece: string, where: string) => {
    if (!present) missing.push(`broker ${name} has no ${piece}: ${where}`);
  };
  const adapter = `${BROKERS}/${name}/${name}.adapter.ts`;
  need(existsSync(repoPath(adapter)), 'adapter', adapter);
  need(hasTableLine(name), 'line in the adapter table', TABLE);
  const credentials = `${pascal(name)}CredentialsInput`;
  need(
    new RegExp(`export interface ${credentials}\\b`).test(
      readRepoFile('contracts/src/brokers/broker-connection.ts'),
    ),
    'credentials input type',
    `contracts/src/brokers/broker-connection.ts (${credentials})`,
  );
  const stubs = existsSync(repoPath(STUBS))
    ? readdirSync(repoPath(STUBS)).filter((file) => file.startsWith(name) && file.endsWith('.ts'))
    : [];
  need(stubs.length > 0, 'stub', `${STUBS}/${name}…`);
  const form = `frontend/src/features/broker/${name}/${name}-connect-form.tsx`;
  need(existsSync(repoPath(form)), 'connect form', form);
  for (const locale of ['en', 'fr']) {
    const page = `content/docs/${locale}/brokers/${name}.md`;
    need(existsSync(repoPath(page)), `docs page (${locale})`, page);
  }
  // A stub that runs as a service (<name>-stub.main.ts) is a local stand-in: production refuses it.
  if (stubs.includes(`${name}-stub.main.ts`)) {
    need(
      standIns().includes(name),
      'production stand-in line',
      'backend/src/config/production-stand-ins.ts (STAND_INS and its rule)',
    );
  }
  return missing;
}

describe('Add a broker: every live broker has each piece of the recipe', () => {
  it.each([...LIVE_BROKER_NAMES])('%s', (name) => {
    expect(missingPieces(name)).toEqual([]);
  });

  it('the adapter table has a line per broker, paper included', () => {
    const missing = BROKER_NAMES.filter((name) => !hasTableLine(name)).map(
      (name) => `broker ${name} has no line in the adapter table: ${TABLE}`,
    );
    expect(missing).toEqual([]);
  });

  it('names every missing piece of a broker that has none', () => {
    expect(missingPieces('nobroker')).toEqual([
      `broker nobroker has no adapter: ${BROKERS}/nobroker/nobroker.adapter.ts`,
      `broker nobroker has no line in the adapter table: ${TABLE}`,
      'broker nobroker has no credentials input type: contracts/src/brokers/broker-connection.ts (NobrokerCredentialsInput)',
      `broker nobroker has no stub: ${STUBS}/nobroker…`,
      'broker nobroker has no connect form: frontend/src/features/broker/nobroker/nobroker-connect-form.tsx',
      'broker nobroker has no docs page (en): content/docs/en/brokers/nobroker.md',
      'broker nobroker has no docs page (fr): content/docs/fr/brokers/nobroker.md',
    ]);
  });
});
