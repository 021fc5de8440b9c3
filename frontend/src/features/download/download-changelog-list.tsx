import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import { changelogs } from './download-changelog';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 500;
  }

  ol {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: 1.2em;
    line-height: 1.6;
  }

  ul {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    padding-left: 1.2em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The item's versions, newest first; a disclosure, so the list stays short. */
export function DownloadChangelog({ id }: { id: string }) {
  const { t, locale, formatDate } = useI18n();
  const entries = changelogs[id] ?? [];
  if (entries.length === 0) return null;
  return (
    <Details data-testid="download-changelog">
      <summary>{t('download.changelog')}</summary>
      <ol>
        {entries.map((entry) => (
          <li key={entry.version}>
            <strong>{entry.version}</strong>{' '}
            <time dateTime={entry.date}>
              {formatDate(`${entry.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
            </time>
            <ul>
              {entry.changes.map((change) => (
                <li key={change.en}>{change[locale]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Details>
  );
}
