import { flattenDocPages, normalizeDocPath, pagesUnder, resolveDocPath } from './docs-resolver';
import type { DocTreeNode } from './docs-tree';

describe('resolveDocPath', () => {
  it('gives the index for an empty path', () => {
    expect(resolveDocPath(undefined)).toEqual({ kind: 'index' });
    expect(resolveDocPath('')).toEqual({ kind: 'index' });
    expect(resolveDocPath('/')).toEqual({ kind: 'index' });
  });

  it('resolves a top-level page with its neighbours', () => {
    const result = resolveDocPath('getting-started');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.node.title.en).toBe('Getting started');
    expect(result.previous).toBeUndefined();
    expect(result.next?.path).toBe('webhooks/webhook-url');
  });

  it('resolves nested paths with their breadcrumb trail', () => {
    const result = resolveDocPath('brokers/tradovate');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.trail.map((item) => item.path)).toEqual(['brokers', 'brokers/tradovate']);
    expect(result.trail.map((item) => item.node.title.fr)).toEqual(['Courtiers', 'Tradovate']);
    expect(result.previous?.path).toBe('brokers/overview');
    expect(result.next?.path).toBe('contracts');
  });

  it('ignores duplicate and trailing slashes', () => {
    expect(normalizeDocPath('/webhooks//payload-format/')).toBe('webhooks/payload-format');
    expect(resolveDocPath('/webhooks//payload-format/')).toMatchObject({
      kind: 'page',
      path: 'webhooks/payload-format',
    });
  });

  it('gives a group view for a node without a body of its own', () => {
    const result = resolveDocPath('webhooks');
    expect(result).toMatchObject({ kind: 'group', path: 'webhooks' });
    expect(pagesUnder('webhooks').map((page) => page.path)).toEqual([
      'webhooks/webhook-url',
      'webhooks/payload-format',
      'webhooks/tradingview-placeholders',
      'webhooks/coming-from-traderspost',
      'webhooks/coming-from-pickmytrade',
      'webhooks/coming-from-crosstrade',
    ]);
  });

  it.each(['nope', 'webhooks/nope', 'getting-started/extra', 'brokers/tradovate/setup', 'FAQ'])(
    'reports %s as not found',
    (path) => {
      expect(resolveDocPath(path)).toEqual({ kind: 'not-found', path });
    },
  );

  it('works on any tree, not only the real one', () => {
    const node = (path: string, group: boolean, children: DocTreeNode[] = []): DocTreeNode => ({
      segment: path.split('/').at(-1)!,
      path,
      title: { en: path, fr: path },
      summary: { en: '', fr: '' },
      section: { en: 'A', fr: 'A' },
      order: 1,
      group,
      children,
    });
    const tree: DocTreeNode[] = [node('a', true, [node('a/b', true, [node('a/b/c', false)])])];
    expect(resolveDocPath('a/b/c', tree)).toMatchObject({ kind: 'page', path: 'a/b/c' });
    expect(resolveDocPath('a/b', tree)).toMatchObject({ kind: 'group' });
    expect(resolveDocPath('a/c', tree)).toMatchObject({ kind: 'not-found' });
  });
});

describe('flattenDocPages', () => {
  it('lists at least eight pages, each once, in reading order', () => {
    const paths = flattenDocPages().map((page) => page.path);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths[0]).toBe('getting-started');
    expect(paths).toEqual(
      expect.arrayContaining([
        'webhooks/webhook-url',
        'webhooks/payload-format',
        'webhooks/tradingview-placeholders',
        'security',
        'troubleshooting',
        'faq',
      ]),
    );
  });
});
