import { codePath, routePaths } from '@tickrelay/contracts/routes';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';

import { BrandMark } from '@/components/brand/brand-logo';
import { CopyButton } from '@/components/copy-button/copy-button';
import { DownloadAnchor } from '@/components/download-link/download-anchor';
import { DownloadIcon } from '@/components/download-link/download-icon';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  Actions,
  CodeScroller,
  FileBar,
  Line,
  NotFoundBody,
  Screen,
  SiteLink,
  TitleBlock,
  TopBar,
} from './code-page.styles';
import { codeSnippets, findCodeSnippet, type CodeSnippet } from './code-snippets';

function BackToSite() {
  const { t, localePath } = useI18n();
  return (
    <SiteLink to={localePath(routePaths.home)} aria-label={t('code.backToSite')}>
      <BrandMark size={24} />
      <span aria-hidden="true">TickRelay</span>
    </SiteLink>
  );
}

function SnippetView({ snippet }: { snippet: CodeSnippet }) {
  const { t, locale, formatNumber } = useI18n();
  // A trailing newline would render as an empty numbered line.
  const lines = useMemo(() => snippet.code.replace(/\n$/, '').split('\n'), [snippet.code]);

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
            onCopied={() => toast.success(t('code.copied'))}
          />
          {snippet.downloadHref && (
            <DownloadAnchor href={snippet.downloadHref} download>
              <DownloadIcon />
              {t('code.download')}
            </DownloadAnchor>
          )}
        </Actions>
      </TopBar>
      <FileBar>
        <Badge $tone="primary" data-testid="code-language">
          {snippet.language}
        </Badge>
        <code>{snippet.fileName}</code>
        <span>{t('code.lineCount', { count: formatNumber(lines.length) })}</span>
      </FileBar>
      <CodeScroller
        tabIndex={0}
        role="region"
        aria-label={t('code.region', { file: snippet.fileName })}
      >
        <pre>
          <code data-testid="code-lines">
            {lines.map((line, index) => (
              <Line key={index} data-line={index + 1}>
                {line}
              </Line>
            ))}
          </code>
        </pre>
      </CodeScroller>
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
