// The frontend's import boundaries (frontend/README.md, "Layers") are lint rules: plant a crossing
// in a file under frontend/src and ESLint must report it; a legal import must pass.
import { spawnSync } from 'node:child_process';

import { repoPath, repoRoot } from './support/repo.paths';

const RULE = 'import-x/no-restricted-paths';

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

/** ESLint's Node API (lintText / lintFiles) in a child process, with only the boundary rule on. */
function lint(texts: { filePath: string; code: string }[], files: string[] = []): LintResult[] {
  const run = spawnSync(
    process.execPath,
    [repoPath('scripts/static/support/lint-boundaries.runner.mjs')],
    {
      cwd: repoRoot,
      input: JSON.stringify({ texts, files }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintResult[];
}

const crossings: [string, string, string][] = [
  [
    'a feature imports another feature',
    'features/contact/planted.ts',
    "import { docsTree } from '@/features/docs/docs-tree';",
  ],
  [
    '… through a relative path',
    'features/contact/planted.ts',
    "import { docsTree } from '../docs/docs-tree';",
  ],
  [
    '… through a lazy import()',
    'features/home/planted.ts',
    "export const page = () => import('@/features/docs/docs-page');",
  ],
  ['lib imports app', 'lib/planted.ts', "import { createRoutes } from '@/app/router';"],
  ['lib imports components', 'lib/planted.ts', "import { Button } from '@/components/ui';"],
  [
    'lib imports a feature',
    'lib/auth/planted.ts',
    "import SignInPage from '@/features/auth/signin-page';",
  ],
  [
    'components import layouts',
    'components/planted/planted.tsx',
    "import DefaultLayout from '@/layouts/default-layout';",
  ],
  [
    'layouts import a feature',
    'layouts/planted.tsx',
    "import SignInPage from '@/features/auth/signin-page';",
  ],
  [
    'features import app',
    'features/blog/planted.ts',
    "import { RootShell } from '@/app/root-shell';",
  ],
  ['config imports lib', 'config/planted.ts', "import { formatDate } from '@/lib/i18n/format';"],
  [
    'production code imports the test harness',
    'features/contact/planted.ts',
    "import { renderWithApp } from '@/test/render-with-app';",
  ],
  [
    'a test imports another feature',
    'features/contact/planted.test.tsx',
    "import { docsTree } from '@/features/docs/docs-tree';",
  ],
];

const legal: [string, string, string][] = [
  [
    'a feature imports its own files, layouts, components and lib',
    'features/membership/planted.tsx',
    [
      "import { membershipNav } from '@/layouts/parts/nav-items';",
      "import { PageIntro } from '@/components/page-intro/page-intro';",
      "import { useI18n } from '@/lib/i18n/i18n-context';",
      "import { SessionsCard } from './sessions-card';",
    ].join('\n'),
  ],
  [
    'layouts import components and lib',
    'layouts/planted.tsx',
    "import { Button } from '@/components/ui';\nimport { useI18n } from '@/lib/i18n/i18n-context';",
  ],
  [
    'components import lib',
    'components/planted/planted.tsx',
    "import { useI18n } from '@/lib/i18n/i18n-context';",
  ],
  [
    'app imports features',
    'app/planted.ts',
    "export const page = () => import('@/features/docs/docs-page');",
  ],
  [
    'a test imports the shared harness',
    'features/contact/planted.test.tsx',
    "import { renderWithApp } from '@/test/render-with-app';\nimport { mockApi } from '@/test/fake-api';",
  ],
];

const withUse = (code: string) => `${code}\nexport {};\n`;
const path = (file: string) => `frontend/src/${file}`;
const ruleMessages = (result: LintResult | undefined) =>
  (result?.messages ?? []).filter((message) => message.ruleId === RULE);

describe('frontend import boundaries', () => {
  const texts = [...crossings, ...legal].map(([, file, code]) => ({
    filePath: path(file),
    code: withUse(code),
  }));
  let results: LintResult[] = [];
  beforeAll(() => {
    results = lint(texts, ['frontend/src']);
  });
  const planted = (index: number) => results[index];

  it.each(crossings.map((crossing, index) => [...crossing, index] as const))(
    'reports a crossing: %s (%s)',
    (_name, _file, _code, index) => {
      const messages = ruleMessages(planted(index));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toMatch(/restricted zone/);
    },
  );

  it.each(legal.map((entry, index) => [...entry, crossings.length + index] as const))(
    'lets a legal import pass: %s (%s)',
    (_name, _file, _code, index) => {
      expect(planted(index)?.messages).toEqual([]);
    },
  );

  it('finds no crossing in frontend/src as it is', () => {
    const tree = results.slice(texts.length);
    expect(tree.length).toBeGreaterThan(200);
    expect(tree.filter((result) => result.messages.length > 0)).toEqual([]);
  });
});
