import { codePath, routePaths } from '@tickrelay/contracts/routes';
import { Suspense } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';

import { BrandMark } from '@/components/brand/brand-logo';
import { CopyButton } from '@/components/copy-button/copy-button';
import { DownloadAnchor } from '@/components/download-link/download-anchor';
import { DownloadIcon } from '@/components/download-link/download-icon';
import { PageMeta } from '@/components/page-meta';
import { Badge, ButtonLink } from '@/components/ui';
import {
  builderPath,
  codeKey,
  codeSnippets,
  findCodeSnippet,
  loadCodeDocument,
  snippetDownloadHref,
  type CodeSnippet,
} from '@/features/code/code-snippets';
import { preloadContent, useContent } from '@/lib/content/content-cache';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

import {
  Actions,
  CodeScroller,
  FileBar,
  NotFoundBody,
  RiskNote,
  Screen,
  SiteLink,
  TitleBlock,
  TopBar,
} from './code-page.styles';

/** Loads the snippet's highlighted code before the route renders (prerender and hydration alike). */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  const snippet = findCodeSnippet(params['id']);
  if (snippet) await preloadContent(codeKey(snippet.id), () => loadCodeDocument(snippet.id));
  return null;
}

function BackToSite() {
  const { t, localePath } = useI18n();
  return (
    <SiteLink to={localePath(routePaths.home)} aria-label={t('code.backToSite')}>
      <BrandMark size={24} />
      <span aria-hidden="true">TickRelay</span>
    </SiteLink>
  );
}

function HighlightedCode({ snippet }: { snippet: CodeSnippet }) {
  const { t } = useI18n();
  // Preloaded by the route's loader; suspends only when no loader ran.
  const document = useContent(codeKey(snippet.id), () => loadCodeDocument(snippet.id));
  return (
    <CodeScroller
      tabIndex={0}
      role="region"
      aria-label={t('code.region', { file: snippet.fileName })}
      data-testid="code-lines"
      // Written at build time from the repository's own files (content/code/).
      dangerouslySetInnerHTML={{ __html: document.html }}
    />
  );
}

function SnippetView({ snippet }: { snippet: CodeSnippet }) {
  const { t, locale, localePath, formatNumber } = useI18n();
  const download = snippetDownloadHref(snippet);
  const builder = builderPath(snippet);

  return (
    <Screen>
      <PageMeta title={snippet.title[locale]} description={snippet.description[locale]} />
      <TopBar>
        <BackToSite />
        <TitleBlock>
          <h1 data-testid="page-heading">{snippet.title[locale]}</h1>
          <p>{snippet.description[locale]}</p>
        </TitleBlock>
        <Actions>
          <CopyButton
            text={snippet.code}
            label={t('code.copyAll')}
            size="md"
            onCopied={() => notifySuccess(t('code.copied'))}
          />
          {builder && (
            <ButtonLink to={localePath(builder)} $variant="secondary" data-testid="open-builder">
              {t('code.openBuilder')}
            </ButtonLink>
          )}
          {download && (
            <DownloadAnchor href={download} download={snippet.fileName}>
              <DownloadIcon />
              {t('code.download')}
            </DownloadAnchor>
          )}
        </Actions>
      </TopBar>
      <RiskNote data-testid="cftc-note">
        <strong>{t('code.cftc.title')}</strong> {t('code.cftc.text')}{' '}
        <Link to={localePath(routePaths.futuresRiskDisclosures)}>{t('code.cftc.link')}</Link>
      </RiskNote>
      <FileBar>
        <Badge $tone="primary" data-testid="code-language">
          {snippet.languageLabel}
        </Badge>
        <code>{snippet.fileName}</code>
        <span>{t('code.version', { version: snippet.version })}</span>
        <span>{t('code.lineCount', { count: formatNumber(snippet.lineCount) })}</span>
      </FileBar>
      <Suspense fallback={<CodeScroller aria-busy="true" />}>
        <HighlightedCode snippet={snippet} />
      </Suspense>
    </Screen>
  );
}

function SnippetNotFound({ id }: { id: string }) {
  const { t, locale, localePath } = useI18n();
  return (
    <Screen>
      <PageMeta
        title={t('code.notFound.title')}
        description={t('code.notFound.text', { id })}
        noindex
      />
      <TopBar>
        <BackToSite />
      </TopBar>
      <NotFoundBody data-testid="code-not-found">
        <h1 data-testid="page-heading">{t('code.notFound.title')}</h1>
        <p>{t('code.notFound.text', { id })}</p>
        <h2>{t('code.notFound.available')}</h2>
        <ul>
          {codeSnippets.map((snippet) => (
            <li key={snippet.id}>
              <Link to={localePath(codePath(snippet.id))}>{snippet.title[locale]}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={localePath(routePaths.home)}>{t('code.backToSite')}</Link>
        </p>
      </NotFoundBody>
    </Screen>
  );
}

/** /code/:id — a standalone, full-screen viewer (no site layout). */
export default function CodePage() {
  const { id = '' } = useParams();
  const snippet = findCodeSnippet(id);
  return snippet ? <SnippetView snippet={snippet} /> : <SnippetNotFound id={id} />;
}
