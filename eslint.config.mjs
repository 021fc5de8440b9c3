// One flat config for the whole repository: strict type-aware rules for every TypeScript project.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// FRONTEND boundaries (frontend/README.md, "Layers"): imports go one way only,
//   app → features → layouts / components → lib (with locales) → config / contracts,
// layouts may use components (never the reverse), no feature imports another feature, and only
// tests import the test harnesses (src/test/, any testing/ folder).
const frontendDir = (name) => `frontend/src/${name}`;
const frontendFeatures = readdirSync(join(import.meta.dirname, 'frontend/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const below = (target, from, why) => ({
  target: frontendDir(target),
  from: from.map(frontendDir),
  message: `${target}/ must not import ${from.join('/, ')}/: ${why} (frontend/README.md, "Layers").`,
});
const frontendLayerZones = [
  below(
    'lib',
    ['app', 'features', 'layouts', 'components'],
    'move the shared code down or pass it in',
  ),
  below('locales', ['app', 'features', 'layouts', 'components'], 'messages are data for lib/i18n'),
  below(
    'config',
    ['app', 'features', 'layouts', 'components', 'lib', 'locales'],
    'config depends on contracts only',
  ),
  below('components', ['app', 'features', 'layouts'], 'shared UI knows no page, layout or shell'),
  below('layouts', ['app', 'features'], 'move what a layout needs into components/ or lib/'),
  below('features', ['app'], 'the shell imports features, not the reverse'),
  below('test', ['app', 'features', 'layouts'], 'the shared test harness stays generic'),
  ...frontendFeatures.map((feature) => ({
    target: frontendDir(`features/${feature}`),
    from: frontendDir('features'),
    except: [`./${feature}`],
    message:
      'a feature never imports another feature: move what they share into components/ or lib/.',
  })),
];
const frontendTestFiles = [
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/src/**/testing/**/*.{ts,tsx}',
  'frontend/src/test/**/*.{ts,tsx}',
];
const frontendBoundaries = [
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: frontendTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...frontendLayerZones,
            {
              target: 'frontend/src/**/*',
              from: ['frontend/src/test/**/*', 'frontend/src/**/testing/**/*'],
              message: 'test harnesses are for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: frontendTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: frontendLayerZones },
      ],
    },
  },
];
// end of FRONTEND boundaries

// BACKEND boundaries (backend/README.md, "Boundaries"):
// - common/ imports no feature module, nor the composition roots; config/, redis/ and queue/
//   import no feature module; database/ only the modules' table types (*.table.ts, *.tables.ts);
// - a feature module (backend/src/modules/<feature>/) uses another only through that module's
//   public files, at its top level: <feature>.module.ts (the Nest module, whose `exports` are what
//   other modules may inject), *.port.ts (interfaces and injection tokens), *.types.ts (types) and
//   <feature>.public.ts (the rest of what it shares, named on purpose). The composition roots
//   (app.module.ts, main.ts, create-api-app.ts, worker/) follow the same rule.
const backendRoot = join(import.meta.dirname, 'backend/src');
const backendFeatures = readdirSync(join(backendRoot, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BACKEND_PUBLIC_FILES = ['*.module.ts', '*.port.ts', '*.types.ts', '*.public.ts'].map(
  (pattern) => join(backendRoot, 'modules/*', pattern),
);
const BACKEND_PUBLIC_RULE =
  'a module uses another only through its <feature>.module.ts, *.port.ts, *.types.ts or ' +
  '<feature>.public.ts (backend/README.md, "Boundaries").';
const backendZones = [
  {
    target: 'backend/src/common',
    from: [
      'backend/src/modules',
      'backend/src/worker',
      'backend/src/app.module.ts',
      'backend/src/create-api-app.ts',
      'backend/src/main.ts',
      'backend/src/worker.ts',
    ],
    message:
      'common/ imports no feature module: move the shared type or helper down into common/ or ' +
      '@tickrelay/contracts (backend/README.md, "Boundaries").',
  },
  {
    target: ['backend/src/redis', 'backend/src/queue'],
    from: 'backend/src/modules',
    message:
      'config/, redis/ and queue/ import no feature module: job payload types live in ' +
      'queue/queues.ts or @tickrelay/contracts (backend/README.md, "Boundaries").',
  },
  {
    // AppConfig composes each feature's variables and settings (<feature>.config.ts), and only those.
    target: 'backend/src/config',
    from: 'backend/src/modules/**',
    except: [join(backendRoot, 'modules/*/*.config.ts')],
    message:
      'config/, redis/ and queue/ import no feature module: job payload types live in ' +
      'queue/queues.ts or @tickrelay/contracts; config/ composes only the features’ ' +
      '<feature>.config.ts (backend/README.md, "Boundaries").',
  },
  {
    // A feature's config file is loaded by config/ (and by the integration tests' global setup):
    // it reads only config/ and common/, never its module's services.
    target: join(backendRoot, 'modules/*/*.config.ts'),
    from: ['backend/src/modules', 'backend/src/worker', 'backend/src/queue', 'backend/src/redis'],
    message:
      'a <feature>.config.ts imports only config/ and common/: config/ loads it at boot ' +
      '(backend/README.md, "Boundaries").',
  },
  {
    target: 'backend/src/database',
    from: 'backend/src/modules/**',
    except: [
      join(backendRoot, 'modules/**/*.table.ts'),
      join(backendRoot, 'modules/**/*.tables.ts'),
    ],
    message: 'database/ imports only the modules’ table types (*.table.ts, *.tables.ts).',
  },
  ...backendFeatures.map((feature) => ({
    target: `backend/src/modules/${feature}`,
    from: `backend/src/modules/!(${feature})/**`,
    except: BACKEND_PUBLIC_FILES,
    message: BACKEND_PUBLIC_RULE,
  })),
  {
    target: [
      'backend/src/app.module.ts',
      'backend/src/create-api-app.ts',
      'backend/src/main.ts',
      'backend/src/worker.ts',
      'backend/src/worker',
    ],
    from: 'backend/src/modules/**',
    except: BACKEND_PUBLIC_FILES,
    message: BACKEND_PUBLIC_RULE,
  },
];
const backendBoundaries = [
  {
    files: ['backend/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: backendZones },
      ],
    },
  },
];
// end of BACKEND boundaries

// MAX-LINES (the house style, DESIGN.md "Files < 300 lines"): a product file holds at most 300
// lines, counted as `wc -l` counts them (blank lines and comments too). Product code is what ships
// or runs the product: backend/src, frontend/src, contracts/src, content/src, frontend/public and
// the scripts that build, set up and start it. Not counted: tests (*.spec.ts, *.test.ts(x),
// *.int-spec.ts, *.e2e-spec.ts, e2e/ and backend/test/), the shared test kit testing/ (stubs of
// providers and tables of cases, shipped in no image), bench/ (already outside lint), data by
// name: the content build's output (frontend/src/generated/) and hand-kept text tables
// (*.data.ts, e.g. the error reference's texts in two languages).
const MAX_LINES = 300;
const maxLinesFiles = [
  'backend/src/**/*.ts',
  'frontend/src/**/*.{ts,tsx}',
  'frontend/public/**/*.js',
  'contracts/src/**/*.ts',
  'content/src/**/*.ts',
  'scripts/**/*.ts',
];
const maxLinesIgnores = [
  '**/*.spec.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/testing/**',
  'frontend/src/test/**',
  'frontend/src/generated/**',
  '**/*.data.ts',
];
const maxLines = [
  {
    files: maxLinesFiles,
    ignores: maxLinesIgnores,
    rules: {
      'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }],
    },
  },
];
// end of MAX-LINES

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'bench/**',
      '.stack/**',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['contracts', 'testing', 'backend', 'frontend', 'e2e', 'scripts'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...frontendBoundaries,
  ...backendBoundaries,
  ...maxLines,
  {
    // Plain scripts served as-is (before the app loads): browser globals, no type information.
    files: ['frontend/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.browser },
      sourceType: 'script',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
