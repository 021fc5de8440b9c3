import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { Container, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { blogPosts } from './blog-registry';
import { FeaturedItem, PostGrid } from './blog.styles';
import { BlogPostCard } from './post-card';

export default function BlogListPage() {
  const { t } = useI18n();
  const [latest, ...older] = blogPosts;

  return (
    <>
      <PageMeta title={t('blog.meta.title')} description={t('blog.meta.description')} />
      <PageIntro
        eyebrow={t('blog.list.eyebrow')}
        title={t('blog.list.heading')}
        lead={t('blog.list.lead')}
      />
      <Section $tight>
        <Container>
          <PostGrid data-testid="blog-post-list">
            {latest && (
              <FeaturedItem>
                <BlogPostCard post={latest} featured />
              </FeaturedItem>
            )}
            {older.map((post) => (
              <li key={post.path}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </PostGrid>
        </Container>
      </Section>
    </>
  );
}
