// The backend's import boundaries (backend/README.md, "Boundaries") are lint rules: plant a
// crossing in a file under backend/src and ESLint must report it; a legal import must pass.
import {
  describeBoundaries,
  type LegalImport,
  type PlantedCrossing,
} from './support/boundaries.suite';

/** [what, planted file under backend/src, its code, what the message must say]. */
const crossings: PlantedCrossing[] = [
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
    'modules/contact/planted.ts',
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
    "config/ imports a module's service",
    'config/planted.ts',
    "import { AuthSessionService } from '@/modules/auth/auth-session.service';",
    /config\/ composes only the features’ <feature>\.config\.ts/,
  ],
  [
    "a feature's config file imports its module's code",
    'modules/mail/planted.config.ts',
    "import { MailProcessor } from './mail.processor';",
    /a <feature>\.config\.ts imports only config\/ and common\//,
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

const legal: LegalImport[] = [
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
    "config/ composes a feature's config file, which reads config/ and common/",
    'config/planted.ts',
    "import { MailVariables } from '../modules/mail/mail.config';",
  ],
  [
    "a feature's config file imports config/ and common/",
    'modules/mail/planted.config.ts',
    [
      "import { BaseVariables } from '../../config/base.variables';",
      "import { IntRange } from '../../config/validators/int-range';",
      "import { parseSealingKeys } from '../../common/crypto/sealing-keys';",
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

describeBoundaries({
  name: 'backend import boundaries',
  root: 'backend/src',
  crossings,
  legal,
  minTreeFiles: 100,
});
