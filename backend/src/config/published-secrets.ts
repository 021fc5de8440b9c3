import { parseSealingKeys } from '../common/crypto/sealing-keys';

/**
 * Secret values anyone can read in this repository or its history: the compose stack's former
 * defaults, the development fallbacks in the source, the examples of the READMEs. A production
 * running with one of them runs with a key the whole internet has (a forged download link, a
 * forged sandbox payment, every webhook token and broker credential opened). The static layer
 * (scripts/static/backend-env.test.ts) finds every secret value the deployment files publish today
 * and checks that each one is refused here, so a new example cannot slip through.
 */
const PUBLISHED_VALUES: ReadonlySet<string> = new Set([
  // docker-compose.yml's defaults until the stack ran in development mode.
  'compose-download-link-secret-c8f1e2a94b7d',
  'compose-sandbox-webhook-secret',
  // The development fallbacks (downloads.config.ts DOWNLOAD_LINK_DEVELOPMENT_SECRET,
  // billing.config.ts SANDBOX_DEVELOPMENT_WEBHOOK_SECRET), should someone type them in.
  'tickrelay-development-download-link-secret',
  'sandbox-development-webhook-secret',
]);

/** Sealing keys (WEBHOOK_TOKEN_KEYS, CREDENTIAL_KEYS) published with docker-compose.yml, base64. */
const PUBLISHED_SEALING_KEYS: ReadonlySet<string> = new Set([
  'vAVqobu3lzSCFV36eXjeSXLQIwdMaZ1QkT8deLQJwuY=',
  'g8LLJyHwCm+TSvUHOJ9IxjYRVKHNmbguYAMIusVr6Ik=',
]);

/** Passwords in published connection URLs: compose's Postgres, the README's examples. */
const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set(['tickrelay', 'password']);

/** The templates' placeholders (k8s/base/secret.example.yaml): CHANGE_ME, sk_live_CHANGE_ME… */
const PLACEHOLDER = /change[_-]?me/i;

const URL_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL']);
const SEALING_KEY_VARIABLES = new Set(['WEBHOOK_TOKEN_KEYS', 'CREDENTIAL_KEYS']);

function isPublished(name: string, value: string): boolean {
  if (URL_VARIABLES.has(name)) {
    let password: string;
    try {
      password = decodeURIComponent(new URL(value).password);
    } catch {
      return false;
    }
    return password !== '' && (PUBLISHED_PASSWORDS.has(password) || PLACEHOLDER.test(password));
  }
  if (SEALING_KEY_VARIABLES.has(name)) {
    if (PLACEHOLDER.test(value)) return true;
    const keys = parseSealingKeys(value);
    return (
      typeof keys !== 'string' &&
      keys.some((entry) => PUBLISHED_SEALING_KEYS.has(entry.key.toString('base64')))
    );
  }
  return PUBLISHED_VALUES.has(value) || PLACEHOLDER.test(value);
}

/**
 * With NODE_ENV=production, one problem per secret variable whose value is published (see
 * above); none otherwise. `secretVariables` are the names to look at (SECRET_VARIABLES).
 */
export function publishedSecretProblems(
  input: Readonly<Record<string, string>>,
  secretVariables: Iterable<string>,
): string[] {
  if (input.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of secretVariables) {
    const value = input[name];
    if (value === undefined || value === '' || !isPublished(name, value)) continue;
    const what = URL_VARIABLES.has(name) ? 'its password is' : 'it is';
    problems.push(
      `${name}: ${what} published in this repository (an example, a template placeholder or a former default), so anyone can read it; production needs a secret of its own`,
    );
  }
  return problems;
}
