// "Your data" (GDPR art. 15 and 20): a member asks for a copy of what TickRelay keeps about them;
// the worker builds a ZIP of JSON files (one per section) and mails them when it is ready; the
// profile page offers it through a signed link that works for DATA_EXPORT_LIMITS.linkTtlSeconds.
// Every endpoint here is @Auth() (a member whose subscription lapsed still gets their data): 401
// for a visitor.
import { endpoint } from './endpoint';

export const DATA_EXPORT_LIMITS = {
  /** How long a download link works. */
  linkTtlSeconds: 300,
  /** How long a ready export is kept, then its archive is deleted by the maintenance schedule. */
  keepDays: 7,
  /** Exports a member may ask for per rolling day (429 TOO_MANY_REQUESTS after). */
  requestsPerDay: 3,
  /** The largest archive stored (Postgres bytea); a bigger one fails with `too-large`. */
  maxArchiveBytes: 64 * 1024 * 1024,
} as const;

/**
 * preparing: queued or being built (one at a time per member); ready: downloadable until
 * expiresAt; failed: could not be built (ask again); expired: past expiresAt, archive deleted.
 */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  /** ISO 8601. */
  requestedAt: string;
  readyAt: string | null;
  /** When a ready export's archive is deleted (readyAt + keepDays). */
  expiresAt: string | null;
  sizeBytes: number | null;
}

export interface DataExportList {
  /** The member's exports, newest first (at most 10). */
  exports: DataExportView[];
}

export interface DataExportRequested {
  export: DataExportView;
}

export interface DataExportLink {
  /** Relative to the site: /api/account/data-exports/:id/file?expires=<unix seconds>&sig=<hex>. */
  url: string;
  /** ISO 8601; the link answers 403 DATA_EXPORT_LINK_INVALID after it. */
  expiresAt: string;
}

/**
 * 202: queued for the worker. 409 DATA_EXPORT_IN_PROGRESS while one is being prepared;
 * 429 TOO_MANY_REQUESTS (Retry-After) past requestsPerDay.
 */
export const requestDataExport = endpoint<{ response: DataExportRequested }>()({
  method: 'POST',
  path: '/api/account/data-exports',
  status: 202,
});

export const listDataExports = endpoint<{ response: DataExportList }>()({
  method: 'GET',
  path: '/api/account/data-exports',
  status: 200,
});

/** 404 NOT_FOUND unless the export is the member's own and ready. */
export const createDataExportLink = endpoint<{ response: DataExportLink }>()({
  method: 'POST',
  path: '/api/account/data-exports/:id/link',
  status: 200,
});

export interface DataExportFileQuery {
  expires: string;
  sig: string;
}

/**
 * The ZIP (Content-Disposition: attachment), for the signed-in member the link was made for:
 * 403 DATA_EXPORT_LINK_INVALID when the signature does not match this export, member and expiry,
 * or the expiry has passed; 404 NOT_FOUND when the export is gone.
 */
export const downloadDataExport = endpoint<{ query: DataExportFileQuery; response: ArrayBuffer }>()(
  {
    method: 'GET',
    path: '/api/account/data-exports/:id/file',
    status: 200,
  },
);
