import { Fragment } from 'react';
import { Link } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';

import { isInternalHref, parseInline } from './inline-text';

/** Renders the inline syntax of content blocks; internal links stay in the SPA and the locale. */
export function InlineContent({ text }: { text: string }) {
  const { localePath } = useI18n();
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.kind) {
          case 'code':
            return <code key={index}>{token.text}</code>;
          case 'strong':
            return <strong key={index}>{token.text}</strong>;
          case 'link':
            if (token.href.startsWith('#')) {
              return (
                <a key={index} href={token.href}>
                  {token.text}
                </a>
              );
            }
            return isInternalHref(token.href) ? (
              <Link key={index} to={localePath(token.href)}>
                {token.text}
              </Link>
            ) : (
              <a key={index} href={token.href} target="_blank" rel="noopener noreferrer">
                {token.text}
              </a>
            );
          default:
            return <Fragment key={index}>{token.text}</Fragment>;
        }
      })}
    </>
  );
}
