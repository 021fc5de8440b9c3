import type { DocDocument } from './docs';

/** The error-code reference, generated from the contracts (filled in by the next commit). */
export function errorReferenceDocuments(): Promise<DocDocument[]> {
  return Promise.resolve([]);
}
