import {
  blogListPath,
  blogTagPath,
  normalizeBlogPath,
  pageCount,
  pageItems,
  parseBlogPath,
} from './blog-routes';

describe('blog routes', () => {
  it.each([
    ['2026/webhook-security', { kind: 'post', path: '2026/webhook-security' }],
    ['/2026//webhook-security/', { kind: 'post', path: '2026/webhook-security' }],
    ['page/2', { kind: 'list', page: 2 }],
    ['tags/security', { kind: 'tag', tag: 'security', page: 1 }],
    ['tags/security/page/3', { kind: 'tag', tag: 'security', page: 3 }],
  ])('reads %p', (raw, expected) => {
    expect(parseBlogPath(raw)).toEqual(expected);
  });

  it.each([
    '',
    'webhook-security',
    '2026',
    '2026/webhook-security/extra',
    '2026/Upper-Case',
    'page',
    'page/1',
    'page/0',
    'page/x',
    'page/02',
    'tags',
    'tags/unknown-tag',
    'tags/security/page/1',
    'tags/security/2',
  ])('reports %p as not found', (raw) => {
    expect(parseBlogPath(raw)).toEqual({ kind: 'not-found', path: normalizeBlogPath(raw) });
  });

  it('splits a list into pages', () => {
    const items = Array.from({ length: 13 }, (_, index) => index);
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageItems(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageItems(items, 3, 6)).toEqual([12]);
    expect(pageItems(items, 4, 6)).toEqual([]);
  });

  it('gives page 1 the list URL itself', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(2)).toBe('/blog/page/2');
    expect(blogTagPath('security')).toBe('/blog/tags/security');
    expect(blogTagPath('security', 2)).toBe('/blog/tags/security/page/2');
  });
});
