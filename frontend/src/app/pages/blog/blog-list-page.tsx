import { BlogListView } from '@/features/blog/blog-list-view';
import type { BlogPostSummary } from '@/features/blog/blog-post.types';
import { postsOf } from '@/features/blog/blog-registry';
import { blogListPath } from '@/features/blog/blog-routes';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The list of one language's posts, page `page` (the summaries ship with the blog's chunk). */
export function BlogListPageView({ page, posts }: { page: number; posts: BlogPostSummary[] }) {
  const { t, formatNumber } = useI18n();
  const title =
    page > 1 ? t('blog.list.pageTitle', { page: formatNumber(page) }) : t('blog.meta.title');
  return (
    <BlogListView
      posts={posts}
      page={page}
      pathOf={blogListPath}
      meta={{ title, description: t('blog.meta.description') }}
      intro={{
        eyebrow: t('blog.list.eyebrow'),
        title: t('blog.list.heading'),
        lead: t('blog.list.lead'),
      }}
    />
  );
}

/** /blog: the first page of the list. */
export default function BlogListPage() {
  const { locale } = useI18n();
  return <BlogListPageView page={1} posts={postsOf(locale)} />;
}
