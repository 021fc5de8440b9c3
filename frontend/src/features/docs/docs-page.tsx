import { useParams } from 'react-router';

import { resolveDocPath } from './docs-resolver';
import { DocsSidebar } from './docs-sidebar';
import { DocsArticleView, DocsGroupView, DocsIndexView, DocsNotFoundView } from './docs-views';
import { DocsShell, SidebarColumn } from './docs.styles';

/** /docs and /docs/{path of any depth}: the sidebar tree and the resolved view. */
export default function DocsPage() {
  const params = useParams();
  const resolution = resolveDocPath(params['*']);
  const currentPath = resolution.kind === 'index' ? '' : resolution.path;

  return (
    <DocsShell>
      <SidebarColumn>
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
