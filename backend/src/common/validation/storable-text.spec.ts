import { findUnstorableText, isStorableText, toStorableText } from './storable-text';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['plain ASCII', true],
    ['accents: éàü, CJK: 漢字', true],
    ['a pair: 😀 (\ud83d\ude00)', true],
    ['NUL: \u0000', false],
    ['\u0000', false],
    ['lone high: \ud800', false],
    ['lone high at the end \ud83d', false],
    ['\udc00 lone low first', false],
    ['reversed pair \ude00\ud83d', false],
    ['two highs \ud83d\ud83d\ude00', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('findUnstorableText', () => {
  it('names every offending string by its dotted path, keys included', () => {
    expect(
      findUnstorableText({
        name: 'ok',
        message: 'bad \u0000',
        items: ['ok', { label: '\ud800' }],
        nested: { deep: { deeper: 'x\udfff' } },
        'key\u0000': 'value',
        count: 3,
        flag: null,
      }),
    ).toEqual(['items.1.label', 'key\ufffd', 'message', 'nested.deep.deeper']);
  });

  it('names a bare string by the root path it is given', () => {
    expect(findUnstorableText('\u0000', 'id')).toEqual(['id']);
    expect(findUnstorableText('fine', 'id')).toEqual([]);
    expect(findUnstorableText(undefined)).toEqual([]);
  });

  it('walks very deep values without overflowing the stack', () => {
    let value: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) value = [value];
    expect(findUnstorableText(value)).toHaveLength(1);
  });
});

describe('toStorableText', () => {
  it('replaces NUL and lone surrogates by U+FFFD, keeps pairs and plain text as they are', () => {
    expect(toStorableText('a\u0000b')).toBe('a\ufffdb');
    expect(toStorableText('\ud800x\udc00')).toBe('\ufffdx\ufffd');
    expect(toStorableText('😀 fine')).toBe('😀 fine');
    expect(isStorableText(toStorableText('\udbff\u0000'))).toBe(true);
  });
});
