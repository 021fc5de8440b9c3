import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LOCALES } from '@tickrelay/contracts/locales';

const localesDir = join(__dirname, '..', '..', 'locales');

/** Every leaf key path of a message file ('a.b.0.c'). */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
      keyPaths(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
        map.set(path, leaf);
      }
    }
  } else {
    map.set(prefix, node);
  }
  return map;
}

const namespaceFiles = (locale: string) =>
  readdirSync(join(localesDir, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();

const read = (locale: string, file: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8'));

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];

describe('message files', () => {
  const files = namespaceFiles('en');

  it('exist with the same namespaces in every language', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(namespaceFiles(locale)).toEqual(files);
  });

  it.each(files)('%s has the same nested keys in en and fr', (file) => {
    const en = keyPaths(read('en', file)).sort();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(keyPaths(read(locale, file)).sort()).toEqual(en);
    }
  });

  it.each(files)(
    '%s uses the same {placeholders} and no empty strings in every language',
    (file) => {
      const en = leaves(read('en', file));
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const other = leaves(read(locale, file));
        for (const [path, value] of en) {
          expect([path, placeholders(other.get(path))]).toEqual([path, placeholders(value)]);
        }
        for (const [path, value] of other) expect([path, value]).not.toEqual([path, '']);
      }
    },
  );

  it('are each registered in each language index as a lazy chunk of its own', () => {
    for (const locale of LOCALES) {
      const index = readFileSync(join(localesDir, locale, 'index.ts'), 'utf8');
      const registered = [...index.matchAll(/^ {2}(\w+): \(\) => import\('\.\/(\w+)\.json'\),$/gm)];
      expect(registered.every(([, name, file]) => name === file)).toBe(true);
      expect(registered.map(([, name]) => `${name}.json`).sort()).toEqual(namespaceFiles(locale));
      // No static import of a message file: it would put its words in the index's chunk.
      expect(index).not.toMatch(/^import \w+ from '\.\/\w+\.json';/m);
    }
  });
});
