// A private PostgreSQL cluster (initdb run as the postgres user) on a spare port, for the tests that
// stop and restart Postgres; never the machine's shared cluster.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir(): string {
  const override = process.env.PG_BIN_DIR;
  if (override) return override;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(`no PostgreSQL server under ${root}: apt-get install -y postgresql`);
  }
  return join(root, majors[0], 'bin');
}

export class ThrowawayPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'tickrelay-pg-'));
  private readonly data = join(this.dir, 'data');
  private readonly bin = postgresBinDir();

  constructor(readonly port: number) {}

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** initdb refuses to run as root; the Debian package's postgres user owns the cluster. */
  private asPostgres(command: string, args: string[]): string {
    return execFileSync('runuser', ['-u', 'postgres', '--', join(this.bin, command), ...args], {
      stdio: 'pipe',
      timeout: 60000,
    }).toString();
  }

  init(): void {
    chmodSync(this.dir, 0o777);
    this.asPostgres('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    this.asPostgres('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  stop(): void {
    this.asPostgres('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
