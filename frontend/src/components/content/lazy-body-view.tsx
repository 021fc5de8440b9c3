import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { Alert, Button } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { BlockRenderer } from './block-renderer';
import { BodyPlaceholder, ErrorText } from './lazy-body-view.styles';
import { useLazyBody, type BodyLoader } from './use-lazy-body';

const PLACEHOLDER_LINES = 12;

/** A lazily loaded content body with its loading and failure states (blog posts, docs pages). */
export function LazyBodyView({ loader }: { loader: BodyLoader }) {
  const { t } = useI18n();
  const state = useLazyBody(loader);
  const { hash } = useLocation();

  // The browser could not scroll to #anchor on arrival: the heading did not exist yet.
  useEffect(() => {
    if (state.status !== 'ready' || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [state.status, hash]);

  if (state.status === 'loading') {
    return (
      <BodyPlaceholder role="status" aria-live="polite" data-testid="content-loading">
        <span className="visually-hidden">{t('docs.loading')}</span>
        {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
          <i key={index} aria-hidden="true" />
        ))}
      </BodyPlaceholder>
    );
  }

  if (state.status === 'error') {
    return (
      <Alert tone="danger" title={t('docs.loadError.title')}>
        <ErrorText>{t('docs.loadError.text')}</ErrorText>
        <Button $variant="secondary" $size="sm" onClick={state.retry}>
          {t('docs.loadError.retry')}
        </Button>
      </Alert>
    );
  }

  return <BlockRenderer blocks={state.body} />;
}
