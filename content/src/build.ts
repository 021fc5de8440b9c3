// Renders every collection (each module in src/collections/ with a default Collection export).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { Collection } from './collection';
import { writeCollection } from './output';
import { generatedRoot } from './paths';

const collectionsDir = join(dirname(fileURLToPath(import.meta.url)), 'collections');

export async function loadCollections(): Promise<Collection[]> {
  const files = readdirSync(collectionsDir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && !name.startsWith('_'))
    .sort();
  const modules = await Promise.all(
    files.map(async (name) => {
      const module = (await import(pathToFileURL(join(collectionsDir, name)).href)) as {
        default?: Collection;
      };
      return module.default;
    }),
  );
  return modules.filter((collection): collection is Collection => collection !== undefined);
}

export async function buildContent(root = generatedRoot): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const collection of await loadCollections()) {
    const output = await collection.build();
    counts[collection.name] = writeCollection(root, collection.name, output);
  }
  return counts;
}
