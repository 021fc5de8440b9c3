import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { codeSnippets, findCodeSnippet } from './code-snippets';

const publicDir = join(__dirname, '../../../public');

describe('code snippets', () => {
  it('have unique URL-safe ids and text in both languages', () => {
    const ids = codeSnippets.map((snippet) => snippet.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const snippet of codeSnippets) {
      expect(snippet.id).toMatch(/^[a-z0-9-]+$/);
      expect(snippet.code.trim().length).toBeGreaterThan(20);
      expect(snippet.title.fr).not.toBe(snippet.title.en);
      expect(snippet.description.fr).not.toBe(snippet.description.en);
    }
  });

  it('finds a snippet by id and nothing for an unknown or missing id', () => {
    expect(findCodeSnippet('pine-strategy-template')?.language).toBe('Pine Script v6');
    expect(findCodeSnippet('test-webhook-curl')?.language).toBe('Shell');
    expect(findCodeSnippet('PINE-STRATEGY-TEMPLATE')).toBeUndefined();
    expect(findCodeSnippet('nope')).toBeUndefined();
    expect(findCodeSnippet(undefined)).toBeUndefined();
  });

  it('shows exactly the file offered on the downloads page', () => {
    for (const snippet of codeSnippets.filter((item) => item.downloadHref)) {
      const file = readFileSync(join(publicDir, snippet.downloadHref!), 'utf8');
      expect(snippet.code).toBe(file);
    }
  });

  it('keeps the JSON examples valid JSON once TradingView placeholders are filled', () => {
    for (const snippet of codeSnippets.filter((item) => item.language === 'JSON')) {
      const filled = snippet.code
        .replace(/"\{\{[^}]+\}\}"/g, '"buy"')
        .replace(/\{\{[^}]+\}\}/g, '1');
      expect(() => JSON.parse(filled) as unknown).not.toThrow();
    }
  });
});
