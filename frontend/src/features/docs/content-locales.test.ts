import { contentMessages } from '@/test/mock-i18n';

type Tree = { [key: string]: unknown };

const OWN_NAMESPACES = [
  'home',
  'about',
  'blog',
  'docs',
  'download',
  'code',
  'risk',
  'privacy',
  'contact',
];

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key))
      out.set(path, text);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('content message files', () => {
  it.each(OWN_NAMESPACES)(
    '%s has the same keys, non-empty texts and parameters in en and fr',
    (ns) => {
      const en = leaves(contentMessages.en[ns]);
      const fr = leaves(contentMessages.fr[ns]);
      expect(en.size).toBeGreaterThan(0);
      expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, params: params(fr.get(key)!) }).toEqual({ key, params: params(text) });
      }
    },
  );
});
