import assert from 'node:assert/strict';

import type { Element, ElementContent } from 'hast';

import { highlighter, highlightToHast } from './highlight';

/** Each highlighted token of a block: its text and its light-theme colour. */
function tokens(pre: Element): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: ElementContent) => {
    if (node.type !== 'element') return;
    const [text] = node.children;
    if (node.tagName === 'span' && text?.type === 'text') {
      const colour = /--shiki-light:(#[0-9A-Fa-f]+)/.exec(String(node.properties['style']))?.[1];
      if (colour) found.set(text.value.trim(), colour);
    }
    node.children.forEach(walk);
  };
  walk(pre);
  return found;
}

describe('Pine Script highlighting', () => {
  it('gives comments, strings, keywords, numbers and built-ins their own colours', async () => {
    const source = [
      '//@version=6',
      'strategy("EMA cross", overlay = true)',
      'fast = ta.ema(close, 9) // fast average',
      'if ta.crossover(fast, slow) and not na(fast)',
      '    strategy.entry("L", strategy.long, qty = 1)',
    ].join('\n');
    const found = tokens(highlightToHast(await highlighter(), source, 'pine'));
    const plain = found.get('(');
    assert.ok(plain);
    for (const token of [
      '// fast average',
      '"EMA cross"',
      'if',
      'and',
      '9',
      'ta.ema',
      'strategy',
    ]) {
      assert.ok(found.has(token), `no token ${token}: ${[...found.keys()].join(' · ')}`);
      assert.notEqual(found.get(token), plain, `${token} is not highlighted`);
    }
    assert.notEqual(found.get('"EMA cross"'), found.get('if'));
    assert.notEqual(found.get('// fast average'), found.get('"EMA cross"'));
  });

  it('keeps every character of the source', async () => {
    const source = 'x := nz(x[1]) + 1.5e2 // #16a34a\nplot(x, color = #16a34a)';
    const pre = highlightToHast(await highlighter(), source, 'pine');
    const text: string[] = [];
    const walk = (node: ElementContent) => {
      if (node.type === 'text') text.push(node.value);
      else if (node.type === 'element') node.children.forEach(walk);
    };
    pre.children.forEach(walk);
    assert.equal(text.join('').replace(/\n/g, ''), source.replace(/\n/g, ''));
  });
});
