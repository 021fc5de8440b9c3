import { localeFromPath } from '@tickrelay/contracts/locale-path';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { resolveDocPath } from '@/features/docs/docs-resolver';
import { DocsSearch } from '@/features/docs/docs-search';
import { DocsSidebar } from '@/features/docs/docs-sidebar';
import { docKey, loadDoc } from '@/features/docs/docs-tree';
import {
  DocsArticleView,
  DocsGroupView,
  DocsIndexView,
  DocsNotFoundView,
} from '@/features/docs/docs-views';
import { DocsShell, SidebarColumn } from '@/features/docs/docs.styles';
import { preloadContent } from '@/lib/content/content-cache';

/** Loads the page's rendered Markdown before the route renders (prerender and hydration alike). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const resolution = resolveDocPath(params['*']);
  if (resolution.kind === 'page') {
    const locale = localeFromPath(new URL(request.url).pathname);
    await preloadContent(docKey(locale, resolution.path), () => loadDoc(locale, resolution.path));
  }
  return null;
}

/** /docs and /docs/{path of any depth}: the sidebar tree and the resolved view. */
export default function DocsPage() {
  const params = useParams();
  const resolution = resolveDocPath(params['*']);
  const currentPath = resolution.kind === 'index' ? '' : resolution.path;

  return (
    <DocsShell>
      <SidebarColumn>
        <DocsSearch />
        <DocsSidebar currentPath={currentPath} />
      </SidebarColumn>
      {resolution.kind === 'index' && <DocsIndexView />}
      {resolution.kind === 'group' && <DocsGroupView resolution={resolution} />}
      {resolution.kind === 'page' && (
        <DocsArticleView key={resolution.path} resolution={resolution} />
      )}
      {resolution.kind === 'not-found' && <DocsNotFoundView path={resolution.path} />}
    </DocsShell>
  );
}
