/** Where a page of the log ended: the last row's (received_at, id), newest first. */
export interface DeliveryCursor {
  receivedAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to the client: base64url of "<ISO instant>|<uuid>". */
export function encodeCursor(cursor: DeliveryCursor): string {
  return Buffer.from(`${cursor.receivedAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Undefined for anything this API did not write. */
export function decodeCursor(text: string): DeliveryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return undefined;
  const [instant, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !instant || !id || !ISO_MS.test(instant) || !UUID.test(id)) {
    return undefined;
  }
  const receivedAt = new Date(instant);
  if (Number.isNaN(receivedAt.getTime()) || receivedAt.toISOString() !== instant) return undefined;
  return { receivedAt, id: id.toLowerCase() };
}

export const isUuid = (text: string): boolean => UUID.test(text);
