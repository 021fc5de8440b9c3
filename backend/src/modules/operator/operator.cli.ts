import { userInfo } from 'node:os';

import { loadConfigOrExit } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';

import { OperatorRoles } from './operator-roles';
import { OperatorRepository } from './operator.repository';

const USAGE = 'usage: operator grant|revoke <email or member id> | operator list';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who ran the command, for the audit log: the OS account (the image's, in a container). */
function cliActor(): string {
  let name = process.env.USER ?? 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry for the container's uid: the environment's name (or "unknown") stands.
  }
  return `cli:${name}`.slice(0, 200);
}

/**
 * `npm run operator -- grant|revoke <email>` and `npm run operator -- list` (in the image:
 * `node dist/modules/operator/operator.cli.js grant <email>`): the only way to give or take the
 * operator role, so no web request can ever make someone an operator. Each change writes an audit
 * row (actor `cli:<os user>`) in the same transaction. Needs only Postgres.
 */
async function main(): Promise<void> {
  const [command, target, ...rest] = process.argv.slice(2);
  const needsTarget = command === 'grant' || command === 'revoke';
  if (!(needsTarget && target && rest.length === 0) && !(command === 'list' && !target)) {
    throw new Error(USAGE);
  }
  const database = new DatabaseService(loadConfigOrExit());
  try {
    const repository = new OperatorRepository(database);
    if (command === 'list') {
      for (const row of await repository.listOperators()) {
        console.log(`${row.user_id}\t${row.email ?? '-'}\t${row.granted_at.toISOString()}`);
      }
      return;
    }
    const memberId = UUID.test(target!)
      ? target!.toLowerCase()
      : await repository.memberIdByEmail(target!);
    if (!memberId) throw new Error(`no member with the address ${target}`);
    const outcome = await new OperatorRoles(repository).change(
      cliActor(),
      memberId,
      command === 'grant',
    );
    console.log(`operator: ${outcome} (${memberId})`);
    if (command === 'grant' && !(await repository.hasSecondFactor(memberId))) {
      console.warn(
        'operator: warning: this member has no second factor yet; the console answers 403 ' +
          'OPERATOR_SECOND_FACTOR_REQUIRED until they turn on an authenticator app',
      );
    }
  } finally {
    await database.onApplicationShutdown();
  }
}

main().catch((error: unknown) => {
  console.error(`operator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
