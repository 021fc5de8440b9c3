import { DiscoveryService } from '@nestjs/core';

/**
 * One file of a member's "your data" export (GDPR art. 15 and 20): what one feature keeps of the
 * member, as JSON. The worker's data-export build (modules/data-export) finds every provider
 * marked @DataExportSectionProvider() in the modules it runs, calls each, and writes
 * `<name>.json` into the ZIP; a section that throws fails the build, which is retried.
 *
 * Select the columns to give, one by one, never a whole row: a section must never carry a secret
 * or anything that stands for one (tokens, their hashes, sealed credentials, password hashes,
 * one-time codes, signing secrets, URLs that hold a token). The integration test seeds each kind
 * and searches the archive for it.
 *
 * Here, in common/, so that a feature adding its section does not depend on the export module.
 * Add one: a class in the feature implementing this, marked `@Injectable()` and
 * `@DataExportSectionProvider()`, provided in the feature's worker module.
 */
export interface DataExportSection {
  /** The file name without `.json`, unique among sections, stable (e.g. `deliveries`). */
  readonly name: string;
  /** The member's data of this section, JSON-serialisable (dates become ISO strings). */
  collect(memberId: string): Promise<unknown>;
}

/** Marks a provider as a DataExportSection for the worker's data-export build to discover. */
export const DataExportSectionProvider = DiscoveryService.createDecorator<void>();
