import type { AuditCursor } from './broker-audit.repository';

/** Opaque to the browser: base64url of `<at ISO>|<seq>`. */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.seq}`, 'utf8').toString('base64url');
}

/** Undefined for anything this api did not write. */
export function decodeAuditCursor(text: string): AuditCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(text)) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,19})$/.exec(
    Buffer.from(text, 'base64url').toString('utf8'),
  );
  if (!match) return undefined;
  const at = new Date(match[1]!);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) return undefined;
  return { at, seq: match[2]! };
}
