import { codePath, routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { DownloadAnchor } from '@/components/download-link/download-anchor';
import { DownloadIcon } from '@/components/download-link/download-icon';
import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { Alert, Badge, Container, Section } from '@/components/ui';
import { DownloadChangelog } from '@/features/download/download-changelog-list';
import {
  downloadHref,
  downloads,
  type DownloadItem,
  type DownloadKind,
} from '@/features/download/download-manifest';
import { MemberDownload } from '@/features/download/member-download';
import { useI18n } from '@/lib/i18n/i18n-context';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 48px minmax(0, 1fr) auto;
    align-items: start;
    gap: ${({ theme }) => theme.space(5)};
  }
`;

const KindIcon = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.link};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Title = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.125rem;
  line-height: 1.35;
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  font-size: 0.875rem;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1.5)};
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const ViewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const kindLabels: Record<DownloadKind, string> = {
  pine: '.pine',
  postman: 'API',
  schema: '{ }',
  guide: '.md',
};

function DownloadRow({ item }: { item: DownloadItem }) {
  const { t, locale, localePath, formatNumber, formatDate } = useI18n();
  const size = formatNumber(item.sizeBytes / 1000, {
    style: 'unit',
    unit: 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const titleId = `download-${item.id}`;

  return (
    <Item data-testid="download-item" aria-labelledby={titleId}>
      <KindIcon aria-hidden="true">{kindLabels[item.kind]}</KindIcon>
      <div>
        <Title id={titleId}>
          {item.title[locale]}
          {item.language && <Badge>{item.language.toUpperCase()}</Badge>}
          {item.access === 'members' && (
            <Badge $tone="primary">{t('download.members.badge')}</Badge>
          )}
        </Title>
        <Description>{item.description[locale]}</Description>
        <Meta>
          <div>
            <dt>{t('download.fields.file')}</dt>
            <dd>
              <code>{item.fileName}</code>
            </dd>
          </div>
          <div>
            <dt>{t('download.fields.format')}</dt>
            <dd>{item.format}</dd>
          </div>
          <div>
            <dt>{t('download.fields.size')}</dt>
            <dd data-testid="download-size">{size}</dd>
          </div>
          <div>
            <dt>{t('download.fields.version')}</dt>
            <dd>{item.version}</dd>
          </div>
          <div>
            <dt>{t('download.fields.sha256')}</dt>
            <dd>
              <code data-testid="download-sha256">{item.sha256}</code>
            </dd>
          </div>
          <div>
            <dt>{t('download.fields.updated')}</dt>
            <dd>
              <time dateTime={item.date}>
                {formatDate(`${item.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </dd>
          </div>
        </Meta>
        <DownloadChangelog id={item.id} />
      </div>
      <Buttons>
        {item.access === 'members' ? (
          <MemberDownload id={item.id} title={item.title[locale]} />
        ) : (
          <DownloadAnchor
            href={downloadHref(item)}
            download={item.fileName}
            aria-label={t('download.downloadAria', { title: item.title[locale], size })}
          >
            <DownloadIcon />
            {t('download.download')}
          </DownloadAnchor>
        )}
        {item.codeId && (
          <ViewLink to={localePath(codePath(item.codeId))}>{t('download.viewCode')}</ViewLink>
        )}
      </Buttons>
    </Item>
  );
}

export default function DownloadPage() {
  const { t, locale, localePath } = useI18n();
  // Files first, then the guides, the one in the reader's language before its translation.
  const rank = (item: DownloadItem) =>
    item.kind !== 'guide' ? 0 : item.language === locale ? 1 : 2;
  const sorted = [...downloads].sort((a, b) => rank(a) - rank(b));

  return (
    <>
      <PageMeta title={t('download.meta.title')} description={t('download.meta.description')} />
      <PageIntro
        eyebrow={t('download.intro.eyebrow')}
        title={t('download.intro.heading')}
        lead={t('download.intro.lead')}
      />
      <Section $tight>
        <Container>
          <List>
            {sorted.map((item) => (
              <DownloadRow key={item.id} item={item} />
            ))}
          </List>
          <Alert tone="warning" title={t('download.notice.title')}>
            {t('download.notice.text')}{' '}
            <Link to={localePath(routePaths.futuresRiskDisclosures)}>
              {t('download.notice.link')}
            </Link>
          </Alert>
        </Container>
      </Section>
    </>
  );
}
