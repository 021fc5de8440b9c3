// One suite for the import boundaries of a source tree: planted crossings must be reported by the
// boundary rule, legal imports must pass, and the tree as it is must have no crossing.
import { spawnSync } from 'node:child_process';

import { repoPath, repoRoot } from './repo.paths';

const RULE = 'import-x/no-restricted-paths';

export interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

/** [what, planted file under the root, its code, optionally what the message must say]. */
export type PlantedCrossing = [string, string, string, RegExp?];
/** [what, planted file under the root, its code]. */
export type LegalImport = [string, string, string];

/** ESLint's Node API (lintText / lintFiles) in a child process, with only `rule` on. */
export function lint(
  texts: { filePath: string; code: string }[],
  files: string[],
  rule: string = RULE,
): LintResult[] {
  const run = spawnSync(
    process.execPath,
    [repoPath('scripts/static/support/lint-boundaries.runner.mjs')],
    {
      cwd: repoRoot,
      input: JSON.stringify({ texts, files, rule }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintResult[];
}

export function describeBoundaries(options: {
  name: string;
  /** e.g. 'backend/src': planted files live under it and the whole of it is linted. */
  root: string;
  crossings: PlantedCrossing[];
  legal: LegalImport[];
  /** The tree must hold at least this many files (guards against linting nothing). */
  minTreeFiles: number;
}): void {
  const { name, root, crossings, legal, minTreeFiles } = options;
  const ruleMessages = (result: LintResult | undefined) =>
    (result?.messages ?? []).filter((message) => message.ruleId === RULE);

  describe(name, () => {
    const texts = [...crossings, ...legal].map(([, file, code]) => ({
      filePath: `${root}/${file}`,
      code: `${code}\nexport {};\n`,
    }));
    let results: LintResult[] = [];
    beforeAll(() => {
      results = lint(texts, [root]);
    });

    it.each(
      crossings.map(
        ([what, file, code, message], index) => [what, file, code, message, index] as const,
      ),
    )('reports a crossing: %s (%s)', (_what, _file, _code, message, index) => {
      const messages = ruleMessages(results[index]);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toMatch(/restricted zone/);
      if (message) expect(messages[0]?.message).toMatch(message);
    });

    it.each(legal.map((entry, index) => [...entry, crossings.length + index] as const))(
      'lets a legal import pass: %s (%s)',
      (_what, _file, _code, index) => {
        expect(results[index]?.messages).toEqual([]);
      },
    );

    it(`finds no crossing in ${root} as it is`, () => {
      const tree = results.slice(texts.length);
      expect(tree.length).toBeGreaterThan(minTreeFiles);
      expect(tree.filter((result) => result.messages.length > 0)).toEqual([]);
    });
  });
}
