import { routePaths } from '@tickrelay/contracts/routes';
import { useParams } from 'react-router';

import { LazyBodyView } from '@/components/content/lazy-body-view';
import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { Badge, ButtonLink, Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import type { BlogPostMeta } from './blog-post.types';
import { relatedPosts, resolveBlogPath } from './blog-registry';
import {
  BackLink,
  Lead,
  MetaRow,
  PostBody,
  PostGrid,
  PostHeader,
  RelatedSection,
  TagList,
} from './blog.styles';
import { BlogPostCard } from './post-card';
import { PostDate } from './post-date';

function BlogPostView({ post }: { post: BlogPostMeta }) {
  const { t, locale, localePath } = useI18n();
  const related = relatedPosts(post);

  return (
    <article>
      <PageMeta title={post.title[locale]} description={post.summary[locale]} />
      <PostHeader>
        <Container $narrow>
          <BackLink to={localePath(routePaths.blog)}>← {t('blog.post.back')}</BackLink>
          <Heading as="h1" $size="h1" data-testid="page-heading">
            {post.title[locale]}
          </Heading>
          <Lead>{post.summary[locale]}</Lead>
          <MetaRow>
            <span>
              {t('blog.post.by', { name: post.author.name })} ({post.author.role[locale]})
            </span>
            <PostDate date={post.date} />
            <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
          </MetaRow>
          <TagList aria-label={t('blog.tagsLabel')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge>{t(`blog.tags.${tag}`)}</Badge>
              </li>
            ))}
          </TagList>
        </Container>
      </PostHeader>
      <PostBody>
        <Container $narrow>
          <LazyBodyView key={post.path} loader={post.body[locale]} />
        </Container>
      </PostBody>
      {related.length > 0 && (
        <RelatedSection aria-labelledby="related-posts">
          <Container>
            <h2 id="related-posts">{t('blog.post.related')}</h2>
            <PostGrid>
              {related.map((other) => (
                <li key={other.path}>
                  <BlogPostCard post={other} headingAs="h3" />
                </li>
              ))}
            </PostGrid>
          </Container>
        </RelatedSection>
      )}
    </article>
  );
}

function BlogPostNotFound({ path }: { path: string }) {
  const { t, localePath } = useI18n();
  const shownPath = `/blog/${path}`;
  return (
    <div data-testid="blog-not-found">
      <PageMeta
        title={t('blog.notFound.title')}
        description={t('blog.notFound.text', { path: shownPath })}
        noindex
      />
      <PageIntro
        eyebrow={t('blog.list.eyebrow')}
        title={t('blog.notFound.title')}
        lead={t('blog.notFound.text', { path: shownPath })}
      />
      <Section $tight>
        <Container>
          <ButtonLink to={localePath(routePaths.blog)} $variant="primary">
            {t('blog.notFound.back')}
          </ButtonLink>
        </Container>
      </Section>
    </div>
  );
}

/** /blog/{path}: nested paths such as /blog/2026/webhook-security resolve through the registry. */
export default function BlogPostPage() {
  const params = useParams();
  const resolution = resolveBlogPath(params['*']);
  return resolution.kind === 'post' ? (
    <BlogPostView post={resolution.post} />
  ) : (
    <BlogPostNotFound path={resolution.path} />
  );
}
