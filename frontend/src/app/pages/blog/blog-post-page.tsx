import { localeFromPath } from '@tickrelay/contracts/locale-path';
import { data, Navigate, redirect, useParams, type LoaderFunctionArgs } from 'react-router';

import { BlogPostView } from '@/features/blog/blog-post-view';
import { blogBodyKey, loadBlogBody } from '@/features/blog/blog-registry';
import { resolveBlogView } from '@/features/blog/blog-resolve';
import { BlogTagView } from '@/features/blog/blog-tag-view';
import { preloadContent, readContent } from '@/lib/content/content-cache';
import type { RenderedDocument } from '@/lib/content/content-types';
import { useI18n } from '@/lib/i18n/i18n-context';

import { BlogListPageView } from './blog-list-page';

/**
 * The route's data before the first render (prerender and hydration render the same HTML): a
 * post's body is loaded into the content cache; an unknown path is a 404 for the route's error
 * view (the not-found page, and HTTP 404 when prerendering); a post missing in this language
 * redirects to this language's blog list.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const view = resolveBlogView(params['*'], locale);
  // react-router's protocol: a thrown data()/redirect() is the route's answer, not a failure.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (view.kind === 'not-found') throw data(null, { status: 404, statusText: 'Not Found' });
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (view.kind === 'redirect') throw redirect(view.to);
  if (view.kind === 'post') {
    const { path } = view.post;
    await preloadContent(blogBodyKey(locale, path), () => loadBlogBody(locale, path));
  }
  return null;
}

/** The shape of react-router's 404 error, for a render that ran without the loader. */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/** /blog/*: a post (/blog/2026/slug), a list page (/blog/page/2) or a tag (/blog/tags/x[/page/2]). */
export default function BlogPostPage() {
  const params = useParams();
  const { locale } = useI18n();
  const view = resolveBlogView(params['*'], locale);
  switch (view.kind) {
    case 'post': {
      const document = readContent<RenderedDocument>(blogBodyKey(locale, view.post.path));
      return <BlogPostView key={view.post.path} post={view.post} document={document} />;
    }
    case 'list':
      return <BlogListPageView page={view.page} posts={view.posts} />;
    case 'tag':
      return <BlogTagView tag={view.tag} page={view.page} posts={view.posts} />;
    case 'redirect':
      return <Navigate to={view.to} replace />;
    case 'not-found':
      // The route's error view shows the not-found page for this 404 shape.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw NOT_FOUND;
  }
}
