import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  ALERT_PAYLOAD_SCHEMA,
  ALERT_TEMPLATE_SCHEMA,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { WEBHOOK_PATH_PREFIX } from '@tickrelay/contracts/webhooks/deliveries';
import Ajv from 'ajv';

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

  it('shows only alert messages the receiver accepts, sent to the receiver’s path', () => {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
    const acceptsTemplate = ajv.compile(ALERT_TEMPLATE_SCHEMA);
    const acceptsPayload = ajv.compile(ALERT_PAYLOAD_SCHEMA);
    for (const snippet of codeSnippets.filter((item) => item.language === 'JSON')) {
      expect({ id: snippet.id, valid: acceptsTemplate(JSON.parse(snippet.code)) }).toEqual({
        id: snippet.id,
        valid: true,
      });
    }
    const curl = findCodeSnippet('test-webhook-curl')!.code;
    expect(curl).toContain(`https://<your-tickrelay-address>${WEBHOOK_PATH_PREFIX}`);
    const bodies = [...curl.matchAll(/-d '([^']+)'/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(acceptsPayload(body)).toBe(true);
  });
});
