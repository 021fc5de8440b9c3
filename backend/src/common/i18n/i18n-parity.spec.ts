import * as fs from 'node:fs';
import * as path from 'node:path';

import { ERROR_CODES } from '@tickrelay/contracts/errors/error-codes';
import { LOCALES } from '@tickrelay/contracts/locales';

import { I18N_DIRECTORY } from './i18n.options';

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flatKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function keysOf(language: string): string[] {
  const directory = path.join(I18N_DIRECTORY, language);
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = path.basename(file, '.json');
      const content: unknown = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8'));
      return flatKeys(content, namespace);
    })
    .sort();
}

describe('backend i18n files', () => {
  it('have the same keys in every language', () => {
    const [reference, ...others] = LOCALES;
    const referenceKeys = keysOf(reference);
    expect(referenceKeys.length).toBeGreaterThan(0);
    for (const language of others) expect(keysOf(language)).toEqual(referenceKeys);
  });

  it('have a non-empty message for every error code', () => {
    for (const language of LOCALES) {
      const messages = JSON.parse(
        fs.readFileSync(path.join(I18N_DIRECTORY, language, 'errors.json'), 'utf8'),
      ) as Record<string, unknown>;
      for (const code of ERROR_CODES) {
        expect([language, code, typeof messages[code]]).toEqual([language, code, 'string']);
        expect((messages[code] as string).trim()).not.toBe('');
      }
    }
  });
});
