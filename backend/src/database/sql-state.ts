// PostgreSQL's SQLSTATE codes the repositories act on, and the one way to read an error's code.

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const DUPLICATE_TABLE = '42P07';

/** The error's SQLSTATE, or undefined for an error that is not PostgreSQL's (a lost connection). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
