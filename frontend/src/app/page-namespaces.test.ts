// Every file a page (layout, guard, the shell) reaches through its imports may only use message
// namespaces that are loaded when it renders: the shell's plus those page-namespaces.ts lists.
// Keys are found as string literals '<namespace>.<key>' (t('home.hero…'), labelKey: 'nav.blog').
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { routeTable, type GuardName, type PageKey } from '@tickrelay/contracts/routes';

import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';

import {
  guardNamespaces,
  layoutNamespaces,
  notFoundNamespaces,
  pageNamespaces,
  handleMessageFiles,
  routeMessageFiles,
} from './page-namespaces';

const src = join(__dirname, '..');
const namespaces = readdirSync(join(src, 'locales/en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const keyPattern = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z0-9_$]`, 'g');
const importPattern = /(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Namespace → the files using it, over everything `entry` imports (statically or lazily). */
function namespacesReachedFrom(entry: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Message files and generated content hold words, not keys.
    if (!/\.tsx?$/.test(file) || /\/(locales|generated)\//.test(file) || /\.test\.tsx?$/.test(file))
      continue;
    const source = readFileSync(file, 'utf8');
    for (const [, namespace] of source.matchAll(keyPattern)) {
      const files = used.get(namespace!) ?? [];
      if (!files.includes(relative(src, file))) files.push(relative(src, file));
      used.set(namespace!, files);
    }
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = resolveImport(file, specifier!);
      if (target) stack.push(target);
    }
  }
  return used;
}

/** The module each page key imports, read from page-modules.ts. */
function moduleOf(key: string): string {
  const source = readFileSync(join(src, 'app/page-modules.ts'), 'utf8');
  const match = new RegExp(`\\b${key}: \\(\\) => import\\('([^']+)'\\)`).exec(source);
  if (!match) throw new Error(`no module for '${key}' in page-modules.ts`);
  return resolveImport(join(src, 'app/page-modules.ts'), match[1]!)!;
}

function missing(entry: string, allowed: readonly string[]): string[] {
  return [...namespacesReachedFrom(entry)]
    .filter(([namespace]) => !allowed.includes(namespace))
    .map(([namespace, files]) => `'${namespace}' (used in ${files.join(', ')})`);
}

const shell: readonly string[] = SHELL_NAMESPACES;

describe('page namespaces', () => {
  it('list only namespaces that exist', () => {
    const lists = [
      ...Object.values(pageNamespaces),
      ...Object.values(layoutNamespaces),
      ...Object.values(guardNamespaces),
      notFoundNamespaces,
      shell,
    ];
    for (const list of lists) for (const namespace of list) expect(namespaces).toContain(namespace);
  });

  it('cover what the root shell renders (SHELL_NAMESPACES in lib/i18n/namespaces.ts)', () => {
    expect(missing(join(src, 'app/root-shell.tsx'), shell)).toEqual([]);
  });

  it.each(Object.keys(pageNamespaces) as PageKey[])(
    'cover what page %s renders (pageNamespaces in app/page-namespaces.ts)',
    (page) => {
      const routes = routeTable.filter((definition) => definition.page === page);
      const allowed = [
        ...shell,
        ...pageNamespaces[page],
        ...routes.flatMap((definition) => layoutNamespaces[definition.layout]),
        ...routes.flatMap((definition) =>
          definition.guard ? guardNamespaces[definition.guard] : [],
        ),
        // Member pages render inside the auth guard too.
        ...(routes.some((definition) => definition.guard === 'member') ? guardNamespaces.auth : []),
      ];
      expect(missing(moduleOf(page), allowed)).toEqual([]);
    },
  );

  it.each(Object.keys(layoutNamespaces) as (keyof typeof layoutNamespaces)[])(
    'cover what layout %s renders (layoutNamespaces)',
    (layout) => {
      expect(missing(moduleOf(layout), [...shell, ...layoutNamespaces[layout]])).toEqual([]);
    },
  );

  it.each(Object.keys(guardNamespaces) as GuardName[])(
    'cover what guard %s renders (guardNamespaces)',
    (guard) => {
      const file = join(src, `lib/guards/require-${guard}.tsx`);
      expect(missing(file, [...shell, ...guardNamespaces[guard]])).toEqual([]);
    },
  );

  it('cover what the not-found view renders (notFoundNamespaces)', () => {
    const file = resolveImport(join(src, 'app/x.ts'), '@/app/pages/error/not-found-page')!;
    expect(missing(file, [...shell, ...notFoundNamespaces])).toEqual([]);
  });
});

describe('route message files', () => {
  it('name the shell, layout, guard and page namespaces of a route as manifest keys', () => {
    const home = routeTable.find((definition) => definition.page === 'home')!;
    expect(routeMessageFiles(home, 'fr').sort()).toEqual(
      [...SHELL_NAMESPACES, ...pageNamespaces.home].map((ns) => `src/locales/fr/${ns}.json`).sort(),
    );
    const recaptcha = routeTable.find((definition) => definition.guard === 'recaptcha')!;
    const member = { ...recaptcha, guard: 'member' as const };
    expect(routeMessageFiles(member, 'en')).toContain('src/locales/en/billing.json');
    for (const file of routeMessageFiles(member, 'en')) {
      expect(existsSync(join(src, '..', file))).toBe(true);
    }
  });

  it('come from the route handles a render matched too (prerender preloads)', () => {
    const handles = [{ layout: 'default' }, { layout: 'default', page: 'blogPost' }];
    expect(handleMessageFiles(handles, 'fr').sort()).toEqual(
      [...SHELL_NAMESPACES, ...pageNamespaces.blogPost]
        .map((ns) => `src/locales/fr/${ns}.json`)
        .sort(),
    );
    // The not-found route's handle names a page outside the table: shell namespaces only.
    expect(handleMessageFiles([{ layout: 'default', page: 'notFound' }], 'en')).toHaveLength(
      SHELL_NAMESPACES.length,
    );
  });
});
