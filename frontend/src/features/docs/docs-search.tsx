// The docs search box: a combobox over the prebuilt index of the page's language, loaded when
// the box gets focus. Arrow keys move through the results, Enter opens one, Escape clears.
import { docsPagePath } from '@tickrelay/contracts/routes';
import type MiniSearch from 'minisearch';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';

import { loadSearchIndex, searchDocs } from './docs-search-index';
import { Hit, HitList, SearchBox, SearchInput, SearchStatus } from './docs-search.styles';

type IndexState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; index: MiniSearch };

export function DocsSearch() {
  const { t, locale, localePath } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const load = () => {
    if (state.status === 'ready' || state.status === 'loading') return;
    setState({ status: 'loading' });
    loadSearchIndex(locale).then(
      (index) => setState({ status: 'ready', index }),
      () => setState({ status: 'error' }),
    );
  };

  const hits = state.status === 'ready' ? searchDocs(state.index, query) : [];
  const open = query.trim().length >= 2;
  const go = (path: string) => {
    setQuery('');
    void navigate(localePath(docsPagePath(path)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setActive((active + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((active - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      go(hits[active].path);
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };

  const status =
    state.status === 'loading'
      ? t('docs.search.loading')
      : state.status === 'error'
        ? t('docs.search.error')
        : open && hits.length === 0
          ? t('docs.search.noResults', { query: query.trim() })
          : open
            ? t('docs.search.count', { count: hits.length })
            : '';

  return (
    <SearchBox role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('docs.search.label')}
      </label>
      <SearchInput
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={t('docs.search.placeholder')}
        aria-expanded={open && hits.length > 0}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? `${id}-hit-${active}` : undefined}
        value={query}
        onFocus={load}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="docs-search"
      />
      <SearchStatus aria-live="polite">{status}</SearchStatus>
      {open && hits.length > 0 && (
        <HitList id={`${id}-results`} role="listbox" aria-label={t('docs.search.results')}>
          {hits.map((hit, index) => (
            <Hit
              key={hit.path}
              id={`${id}-hit-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.path)}
            >
              <strong>{hit.title}</strong>
              <span>{hit.section}</span>
            </Hit>
          ))}
        </HitList>
      )}
    </SearchBox>
  );
}
