import { strFromU8, unzipSync } from 'fflate';

import { buildArchive, DataExportSectionsError, orderSections } from './data-export-archive';

class Section {
  constructor(readonly name: string) {}
  collect = () => Promise.resolve({});
}

describe('orderSections', () => {
  it('orders by name and keeps one of a provider discovered twice', () => {
    const profile = new Section('profile');
    const ordered = orderSections([
      new Section('webhooks'),
      profile,
      profile,
      new Section('brokers'),
    ]);
    expect(ordered.map((section) => section.name)).toEqual(['brokers', 'profile', 'webhooks']);
  });

  it('refuses doubled names, bad names and a marked provider that is no section, naming all', () => {
    let caught: unknown;
    try {
      orderSections([
        new Section('profile'),
        new Section('profile'),
        new Section('../etc'),
        new Section('manifest'),
        { name: 'half' },
      ]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataExportSectionsError);
    expect((caught as DataExportSectionsError).problems).toHaveLength(4);
  });
});

describe('buildArchive', () => {
  it('writes the manifest, the README and one JSON file per section', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const zip = buildArchive([{ name: 'profile', data: { when: at } }], at, 'member-1');
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'manifest.json', 'profile.json']);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toEqual({
      format: 'tickrelay-data-export/1',
      generatedAt: '2026-11-28T10:00:00.000Z',
      memberId: 'member-1',
      sections: ['profile.json'],
    });
    expect(JSON.parse(strFromU8(files['profile.json']!))).toEqual({
      when: '2026-11-28T10:00:00.000Z',
    });
  });
});
