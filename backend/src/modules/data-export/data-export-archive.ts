import { strToU8, zipSync, type Zippable } from 'fflate';

import type { DataExportSection } from '@/common/data-export/data-export-section.port';

const SECTION_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The start-up check of the discovered sections: names well formed and unique. */
export class DataExportSectionsError extends Error {
  constructor(readonly problems: string[]) {
    super(`data-export sections: ${problems.join('; ')}`);
    this.name = 'DataExportSectionsError';
  }
}

/**
 * The sections in name order (the archive's order), each instance once (a module imported twice
 * is discovered twice). Refuses a marked provider that is no section, a bad name, or two of a name.
 */
export function orderSections(found: readonly object[]): DataExportSection[] {
  const problems: string[] = [];
  const byName = new Map<string, DataExportSection>();
  for (const candidate of new Set(found)) {
    const section = candidate as Partial<DataExportSection>;
    const owner = candidate.constructor.name || 'anonymous provider';
    if (typeof section.name !== 'string' || typeof section.collect !== 'function') {
      problems.push(`${owner} is marked @DataExportSectionProvider() but is no section`);
    } else if (!SECTION_NAME.test(section.name) || section.name === 'manifest') {
      problems.push(`${owner}'s section name ${JSON.stringify(section.name)} is not allowed`);
    } else if (byName.has(section.name)) {
      problems.push(`two sections are named ${section.name}`);
    } else byName.set(section.name, section as DataExportSection);
  }
  if (problems.length > 0) throw new DataExportSectionsError(problems);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface CollectedSection {
  name: string;
  data: unknown;
}

const README = `TickRelay: your data / vos données

Each .json file is one part of what TickRelay keeps about your account; manifest.json lists them.
Chaque fichier .json est une partie de ce que TickRelay conserve de votre compte ; manifest.json les liste.

No password, token, sealed credential or secret is included: those stay with us, unreadable.
Aucun mot de passe, jeton, identifiant scellé ni secret n’y figure : ils restent chez nous, illisibles.
`;

/** The ZIP: manifest.json, README.txt and one `<name>.json` per section, pretty-printed. */
export function buildArchive(
  sections: readonly CollectedSection[],
  generatedAt: Date,
  memberId: string,
): Uint8Array {
  // DOS timestamps cannot go before 1980; the archive's own time is in the manifest anyway.
  const mtime = generatedAt;
  const files: Zippable = {
    'README.txt': [strToU8(README), { mtime }],
    'manifest.json': [
      strToU8(
        JSON.stringify(
          {
            format: 'tickrelay-data-export/1',
            generatedAt: generatedAt.toISOString(),
            memberId,
            sections: sections.map((section) => `${section.name}.json`),
          },
          null,
          2,
        ),
      ),
      { mtime },
    ],
  };
  for (const section of sections) {
    files[`${section.name}.json`] = [strToU8(JSON.stringify(section.data, null, 2)), { mtime }];
  }
  return zipSync(files, { level: 6 });
}
