// The backend's import boundaries (backend/README.md, "Boundaries") are lint rules: plant a
// crossing in a file under backend/src and ESLint must report it; a legal import must pass.
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

/** [what, planted file under backend/src, its code, what the message must say]. */
const crossings: [string, string, string, RegExp][] = [
  [
    'common imports a module',
    'common/guards/planted.ts',
    "import { AuthSessionService } from '@/modules/auth/auth-session.service';",
    /common\/ imports no feature module/,
  ],
  [
    "common imports even a module's public types",
    'common/decorators/planted.ts',
    "import type { PublicUser } from '@/modules/auth/auth.types';",
    /common\/ imports no feature module/,
  ],
  [
    'common imports the worker host',
    'common/planted.ts',
    "import { WorkerHost } from '@/worker/worker-host.service';",
    /common\/ imports no feature module/,
  ],
  [
    "a module imports another module's internals",
    'modules/account/planted.ts',
    "import { PasswordHasher } from '@/modules/auth/password/password-hasher';",
    /only through its <feature>\.module\.ts/,
  ],
  [
    '… through a relative path',
    'modules/account/planted.ts',
    "import { UsersRepository } from '../auth/local/users.repository';",
    /only through its <feature>\.module\.ts/,
  ],
  [
    "… a service another module's Nest module exports, but not through its public files",
    'modules/subscription/planted.ts',
    "import { AuthSessionService } from '@/modules/auth/auth-session.service';",
    /only through its <feature>\.module\.ts/,
  ],
  [
    "a module's test imports another module's internals",
    'modules/telemetry/planted.spec.ts',
    "import { authErrors } from '@/modules/auth/auth.errors';",
    /only through its <feature>\.module\.ts/,
  ],
  [
    'queue/ imports a module',
    'queue/planted.ts',
    "import type { ContactMessage } from '@/modules/contact/contact.table';",
    /queue\/ import no feature module/,
  ],
  [
    'database/ imports more than table types',
    'database/planted.ts',
    "import { ContactRepository } from '@/modules/contact/contact.repository';",
    /only the modules’ table types/,
  ],
  [
    'the worker imports a processor instead of its module',
    'worker/planted.ts',
    "import { MailProcessor } from '@/modules/mail/mail.processor';",
    /only through its <feature>\.module\.ts/,
  ],
];

const legal: [string, string, string][] = [
  [
    "a module imports another's module, port, types and public file",
    'modules/account/planted.ts',
    [
      "import { AuthModule } from '@/modules/auth/auth.module';",
      "import { AUTH_PROVIDER } from '@/modules/auth/auth-provider.port';",
      "import type { PublicUser } from '@/modules/auth/auth.types';",
      "import { AuthSessionService } from '@/modules/auth/auth.public';",
    ].join('\n'),
  ],
  [
    'a module imports its own files and the shared layers',
    'modules/auth/planted.ts',
    [
      "import { PasswordHasher } from './password/password-hasher';",
      "import { AppException } from '@/common/errors/app.exception';",
      "import { QueueProducer } from '@/queue/queue-producer.service';",
      "import { AppConfig } from '@/config/app-config';",
      "import type { Locale } from '@tickrelay/contracts/locales';",
    ].join('\n'),
  ],
  [
    'common imports common, config and contracts',
    'common/guards/planted.ts',
    [
      "import type { AuthenticatedSession } from '@/common/session/authenticated-session';",
      "import { AppConfig } from '@/config/app-config';",
      "import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';",
    ].join('\n'),
  ],
  [
    'database/ imports table types',
    'database/planted.ts',
    "import type { ContactMessagesTable } from '@/modules/contact/contact.table';",
  ],
  [
    'the worker imports feature modules',
    'worker/planted.ts',
    "import { MailModule } from '@/modules/mail/mail.module';",
  ],
];

const withUse = (code: string) => `${code}\nexport {};\n`;
const path = (file: string) => `backend/src/${file}`;
const ruleMessages = (result: LintResult | undefined) =>
  (result?.messages ?? []).filter((message) => message.ruleId === RULE);

describe('backend import boundaries', () => {
  const texts = [...crossings, ...legal].map(([, file, code]) => ({
    filePath: path(file),
    code: withUse(code),
  }));
  let results: LintResult[] = [];
  beforeAll(() => {
    results = lint(texts, ['backend/src']);
  });

  it.each(crossings.map((crossing, index) => [...crossing, index] as const))(
    'reports a crossing: %s (%s)',
    (_name, _file, _code, message, index) => {
      const messages = ruleMessages(results[index]);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toMatch(/restricted zone/);
      expect(messages[0]?.message).toMatch(message);
    },
  );

  it.each(legal.map((entry, index) => [...entry, crossings.length + index] as const))(
    'lets a legal import pass: %s (%s)',
    (_name, _file, _code, index) => {
      expect(results[index]?.messages).toEqual([]);
    },
  );

  it('finds no crossing in backend/src as it is', () => {
    const tree = results.slice(texts.length);
    expect(tree.length).toBeGreaterThan(100);
    expect(tree.filter((result) => result.messages.length > 0)).toEqual([]);
  });
});
