// The house style's 300-line limit (eslint.config.mjs, "MAX-LINES") is a lint rule: a planted
// product file over the limit must be reported, one at the limit must pass, tests and data named
// as such are not counted, and the tree as it is has no file over: there is no list of exceptions.

import { lint, type LintResult } from './support/boundaries.suite';
import { readRepoFile } from './support/repo.paths';

const RULE = 'max-lines';
const LIMIT = 300;

/** `count` lines as `wc -l` counts them: each ends with a newline. */
const linesOf = (count: number): string =>
  Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join('');

/** Files over the limit that must be reported: one per kind of product code. */
const counted = [
  'backend/src/modules/contact/planted.ts',
  'backend/src/common/planted.ts',
  'frontend/src/features/contact/planted.tsx',
  'frontend/src/lib/planted.ts',
  'contracts/src/planted.ts',
  'content/src/planted.ts',
  'scripts/lib/planted.ts',
];
/** Files over the limit that are not counted: tests, the test kit, data by name. */
const notCounted = [
  'backend/src/modules/contact/planted.spec.ts',
  'backend/test/planted.int-spec.ts',
  'e2e/tests/planted.e2e-spec.ts',
  'frontend/src/features/contact/planted.test.tsx',
  'frontend/src/features/contact/planted.test.ts',
  'frontend/src/features/alert-builder/testing/planted.ts',
  'testing/src/planted.ts',
  'scripts/static/planted.test.ts',
  'frontend/src/generated/content/planted.ts',
  'content/src/errors/planted.data.ts',
];
const productTrees = [
  'backend/src',
  'frontend/src',
  'frontend/public',
  'contracts/src',
  'content/src',
  'scripts',
];

describe('max-lines: product files hold at most 300 lines', () => {
  const planted = [
    ...counted.map((filePath) => ({ filePath, code: linesOf(LIMIT + 1) })),
    ...notCounted.map((filePath) => ({ filePath, code: linesOf(LIMIT + 1) })),
    { filePath: 'backend/src/modules/contact/at-limit.ts', code: linesOf(LIMIT) },
  ];
  let results: LintResult[] = [];
  beforeAll(() => {
    results = lint(planted, productTrees, RULE);
  });
  const reports = (result: LintResult | undefined) =>
    (result?.messages ?? []).filter((message) => message.ruleId === RULE);

  it.each(counted.map((file, index) => [file, index] as const))(
    'reports a product file of 301 lines (%s)',
    (_file, index) => {
      const messages = reports(results[index]);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toMatch(/Maximum allowed is 300/);
      expect(messages[0]?.line).toBe(LIMIT + 1);
    },
  );

  it.each(notCounted.map((file, index) => [file, counted.length + index] as const))(
    'does not count a test or data file (%s)',
    (_file, index) => {
      expect(reports(results[index])).toEqual([]);
    },
  );

  it('lets a product file of exactly 300 lines pass', () => {
    expect(reports(results[planted.length - 1])).toEqual([]);
  });

  it('finds no product file over the limit as the tree is', () => {
    const tree = results.slice(planted.length);
    expect(tree.length).toBeGreaterThan(500);
    const over = tree.filter((result) => reports(result).length > 0).map((r) => r.filePath);
    expect(over).toEqual([]);
  });

  it('has no list of exceptions', () => {
    expect(readRepoFile('eslint.config.mjs')).not.toMatch(/MAX_LINES_EXCEPTIONS/);
  });
});
