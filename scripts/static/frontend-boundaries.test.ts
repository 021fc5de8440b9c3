// The frontend's import boundaries (frontend/README.md, "Layers") are lint rules: plant a crossing
// in a file under frontend/src and ESLint must report it; a legal import must pass.
import {
  describeBoundaries,
  type LegalImport,
  type PlantedCrossing,
} from './support/boundaries.suite';

const crossings: PlantedCrossing[] = [
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
    "export const search = () => import('@/features/docs/docs-search');",
  ],
  ['lib imports app', 'lib/planted.ts', "import { createRoutes } from '@/app/router';"],
  ['lib imports components', 'lib/planted.ts', "import { Button } from '@/components/ui';"],
  [
    'lib imports a feature',
    'lib/auth/planted.ts',
    "import { AuthCard } from '@/features/auth/auth-card';",
  ],
  [
    'components import layouts',
    'components/planted/planted.tsx',
    "import DefaultLayout from '@/layouts/default-layout';",
  ],
  [
    'layouts import a feature',
    'layouts/planted.tsx',
    "import { AuthCard } from '@/features/auth/auth-card';",
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

const legal: LegalImport[] = [
  [
    'a feature imports its own files, layouts, components and lib',
    'features/profile/planted.tsx',
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
    "export const search = () => import('@/features/docs/docs-search');",
  ],
  [
    'a test imports the shared harness',
    'features/contact/planted.test.tsx',
    "import { renderWithApp } from '@/test/render-with-app';\nimport { mockApi } from '@/test/fake-api';",
  ],
];

describeBoundaries({
  name: 'frontend import boundaries',
  root: 'frontend/src',
  crossings,
  legal,
  minTreeFiles: 200,
});
