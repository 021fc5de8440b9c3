import { docsPagePath, routePaths } from '@tickrelay/contracts/routes';
import { Suspense } from 'react';
import { Link } from 'react-router';

import { ContentHtml } from '@/components/content/content-html';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Heading } from '@/components/ui';
import { useContent } from '@/lib/content/content-cache';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DocsBreadcrumbs } from './docs-breadcrumbs';
import { DocsPager } from './docs-pager';
import { pagesUnder, type DocResolution } from './docs-resolver';
import { docKey, docsTree, loadDoc } from './docs-tree';
import {
  Article,
  ArticleHeader,
  ArticlePlaceholder,
  CardLink,
  CardList,
  SectionTitle,
  Summary,
} from './docs.styles';

type Resolved<K extends DocResolution['kind']> = Extract<DocResolution, { kind: K }>;

export function DocsIndexView() {
  const { t, locale, localePath } = useI18n();
  return (
    <Article>
      <PageMeta title={t('docs.meta.title')} description={t('docs.meta.description')} />
      <ArticleHeader>
        <Heading as="h1" $size="h1" data-testid="page-heading">
          {t('docs.index.heading')}
        </Heading>
        <Summary>{t('docs.index.lead')}</Summary>
      </ArticleHeader>
      <CardList>
        {docsTree.map((node) => (
          <li key={node.segment}>
            <CardLink to={localePath(docsPagePath(node.segment))}>
              <strong>{node.title[locale]}</strong>
              <span>{node.summary[locale]}</span>
            </CardLink>
          </li>
        ))}
      </CardList>
      <SectionTitle>{t('docs.index.helpTitle')}</SectionTitle>
      <Summary>
        {t('docs.index.helpText')}{' '}
        <Link to={localePath(routePaths.contact)}>{t('docs.index.helpLink')}</Link>
      </Summary>
    </Article>
  );
}

export function DocsGroupView({ resolution }: { resolution: Resolved<'group'> }) {
  const { t, locale, localePath } = useI18n();
  const { node, trail, path } = resolution;
  return (
    <Article>
      <PageMeta
        title={t('docs.meta.pageTitle', { title: node.title[locale] })}
        description={node.summary[locale]}
      />
      <DocsBreadcrumbs trail={trail} />
      <ArticleHeader>
        <Heading as="h1" $size="h1" data-testid="page-heading">
          {node.title[locale]}
        </Heading>
        <Summary>{node.summary[locale]}</Summary>
      </ArticleHeader>
      <SectionTitle as="h2">{t('docs.group.pages')}</SectionTitle>
      <CardList>
        {pagesUnder(path).map((page) => (
          <li key={page.path}>
            <CardLink to={localePath(docsPagePath(page.path))}>
              <strong>{page.node.title[locale]}</strong>
              <span>{page.node.summary[locale]}</span>
            </CardLink>
          </li>
        ))}
      </CardList>
    </Article>
  );
}

function DocsArticleBody({ path }: { path: string }) {
  const { locale } = useI18n();
  // Preloaded by the route's loader; suspends only when no loader ran.
  const document = useContent(docKey(locale, path), () => loadDoc(locale, path));
  return <ContentHtml document={document} />;
}

function BodyLoading() {
  const { t } = useI18n();
  return (
    <ArticlePlaceholder role="status" aria-live="polite" data-testid="content-loading">
      <span className="visually-hidden">{t('docs.loading')}</span>
    </ArticlePlaceholder>
  );
}

export function DocsArticleView({ resolution }: { resolution: Resolved<'page'> }) {
  const { t, locale } = useI18n();
  const { node, trail, previous, next, path } = resolution;
  return (
    <Article>
      <PageMeta
        title={t('docs.meta.pageTitle', { title: node.title[locale] })}
        description={node.summary[locale]}
      />
      <DocsBreadcrumbs trail={trail} />
      <ArticleHeader>
        <Heading as="h1" $size="h1" data-testid="page-heading">
          {node.title[locale]}
        </Heading>
        <Summary data-testid="docs-summary">{node.summary[locale]}</Summary>
      </ArticleHeader>
      <Suspense fallback={<BodyLoading />}>
        <DocsArticleBody path={path} />
      </Suspense>
      <DocsPager previous={previous} next={next} />
    </Article>
  );
}

export function DocsNotFoundView({ path }: { path: string }) {
  const { t, localePath } = useI18n();
  return (
    <Article data-testid="docs-not-found">
      <PageMeta
        title={t('docs.notFound.title')}
        description={t('docs.notFound.text', { path: `/docs/${path}` })}
        noindex
      />
      <ArticleHeader>
        <Heading as="h1" $size="h1" data-testid="page-heading">
          {t('docs.notFound.title')}
        </Heading>
        <Summary>{t('docs.notFound.text', { path: `/docs/${path}` })}</Summary>
      </ArticleHeader>
      <ButtonLink to={localePath(docsPagePath(''))} $variant="primary">
        {t('docs.notFound.back')}
      </ButtonLink>
    </Article>
  );
}
