import { useI18n } from '@/lib/i18n/i18n-context';

import { BlogListView } from './blog-list-view';
import type { BlogPostSummary, BlogTag } from './blog-post.types';
import { blogTagPath } from './blog-routes';

/** /blog/tags/<tag>[/page/<n>]: the posts of one language carrying the tag. */
export function BlogTagView({
  tag,
  page,
  posts,
}: {
  tag: BlogTag;
  page: number;
  posts: BlogPostSummary[];
}) {
  const { t, formatNumber } = useI18n();
  const label = t(`blog.tags.${tag}`);
  const title =
    page > 1
      ? t('blog.tag.metaTitlePage', { tag: label, page: formatNumber(page) })
      : t('blog.tag.metaTitle', { tag: label });
  return (
    <BlogListView
      posts={posts}
      page={page}
      tag={tag}
      pathOf={(number) => blogTagPath(tag, number)}
      meta={{ title, description: t('blog.tag.metaDescription', { tag: label }) }}
      intro={{
        eyebrow: t('blog.tag.eyebrow'),
        title: t('blog.tag.heading', { tag: label }),
        lead: t('blog.tag.lead', { tag: label }),
      }}
    />
  );
}
