import { useI18n } from '@/lib/i18n/i18n-context';

import { TagChip } from './blog-list.styles';
import type { BlogTag } from './blog-post.types';
import { blogTagPath } from './blog-routes';
import { TagList } from './blog.styles';

/** A post's tags as chips leading to each tag's page. */
export function PostTags({ tags, current }: { tags: readonly BlogTag[]; current?: BlogTag }) {
  const { t, localePath } = useI18n();
  return (
    <TagList aria-label={t('blog.tagsLabel')}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip
            to={localePath(blogTagPath(tag))}
            $current={tag === current}
            aria-current={tag === current ? 'page' : undefined}
          >
            {t(`blog.tags.${tag}`)}
          </TagChip>
        </li>
      ))}
    </TagList>
  );
}
