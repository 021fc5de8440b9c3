import { Fragment, type ReactNode } from 'react';

// Keys, strings, numbers and TradingView placeholders: enough colour for a short payload, without
// shipping a syntax highlighter.
const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(\{\{[^}]+\}\})|(-?\d+(?:\.\d+)?)/g;

export function highlightJson(code: string): ReactNode[] {
  const out: ReactNode[] = [];
  let cursor = 0;
  let index = 0;
  for (const match of code.matchAll(TOKEN)) {
    if (match.index > cursor)
      out.push(<Fragment key={index++}>{code.slice(cursor, match.index)}</Fragment>);
    const [whole, quoted, colon, placeholder, number] = match;
    if (quoted !== undefined) {
      out.push(
        <span
          key={index++}
          data-token={colon ? 'key' : /\{\{[^}]+\}\}/.test(quoted) ? 'placeholder' : 'string'}
        >
          {quoted}
        </span>,
      );
      if (colon) out.push(<Fragment key={index++}>{colon}</Fragment>);
    } else if (placeholder !== undefined) {
      out.push(
        <span key={index++} data-token="placeholder">
          {placeholder}
        </span>,
      );
    } else if (number !== undefined) {
      out.push(
        <span key={index++} data-token="number">
          {number}
        </span>,
      );
    }
    cursor = match.index + whole.length;
  }
  if (cursor < code.length) out.push(<Fragment key={index++}>{code.slice(cursor)}</Fragment>);
  return out;
}
