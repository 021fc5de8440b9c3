// Member-only downloads. The files live outside the web root (backend/assets/downloads); a member
// asks for a link that works for DOWNLOAD_LINK_TTL_SECONDS, signed by the api (HMAC-SHA256 over the
// id and the expiry), and the file route checks that signature and expiry before streaming.
import { endpoint } from './endpoint';

/** How long a signed download link works. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export interface MemberDownloadFile {
  /** Stable id, in the URL: /api/downloads/:id/… */
  id: string;
  /** Name of the file in backend/assets/downloads, and the name the browser saves it under. */
  fileName: string;
  contentType: string;
}

/** Every member-only file the api serves; an id not listed here is 404, whatever the path says. */
export const MEMBER_DOWNLOAD_FILES = [
  {
    id: 'strategy-template-advanced',
    fileName: 'tickrelay-strategy-template-advanced.pine',
    contentType: 'text/plain; charset=utf-8',
  },
  {
    id: 'postman-environment',
    fileName: 'tickrelay.postman_environment.json',
    contentType: 'application/json; charset=utf-8',
  },
] as const satisfies readonly MemberDownloadFile[];

export type MemberDownloadId = (typeof MEMBER_DOWNLOAD_FILES)[number]['id'];

export function findMemberDownload(id: string): MemberDownloadFile | undefined {
  return MEMBER_DOWNLOAD_FILES.find((file) => file.id === id);
}

export interface DownloadLink {
  /** Relative to the site: /api/downloads/:id/file?expires=<unix seconds>&sig=<hex>. */
  url: string;
  /** ISO 8601; the link answers 403 DOWNLOAD_LINK_INVALID after it. */
  expiresAt: string;
}

/**
 * Member-only (@Member()): 401 for a visitor, 403 SUBSCRIPTION_REQUIRED without an entitling
 * subscription, 404 NOT_FOUND for an id not in MEMBER_DOWNLOAD_FILES.
 */
export const createDownloadLink = endpoint<{ response: DownloadLink }>()({
  method: 'POST',
  path: '/api/downloads/:id/link',
  status: 200,
});

export interface DownloadFileQuery {
  expires: string;
  sig: string;
}

/**
 * The file itself, its bytes (Content-Disposition: attachment), for whoever holds a valid link: no session
 * needed, so the browser can follow it directly. 403 DOWNLOAD_LINK_INVALID when the signature does
 * not match this id and expiry, or the expiry has passed; 404 NOT_FOUND for an unknown id.
 */
export const downloadFile = endpoint<{ query: DownloadFileQuery; response: ArrayBuffer }>()({
  method: 'GET',
  path: '/api/downloads/:id/file',
  status: 200,
});
