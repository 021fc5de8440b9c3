// Light syntax colouring of the pretty-printed message; TradingView placeholders stand out.
import type { ReactNode } from 'react';

const TOKEN =
  /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;
const PLACEHOLDER = /(\{\{[^}]*\}\})/;

function stringWithPlaceholders(text: string, key: string): ReactNode[] {
  return text.split(PLACEHOLDER).map((part, index) =>
    PLACEHOLDER.test(part) ? (
      <span key={`${key}-${index}`} className="placeholder">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function highlightJson(json: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of json.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) nodes.push(json.slice(last, start));
    const [whole, string, colon, number, literal] = match;
    const key = `t${start}`;
    if (string !== undefined && colon !== undefined) {
      nodes.push(
        <span key={key} className="key">
          {string}
        </span>,
        colon,
      );
    } else if (string !== undefined) {
      nodes.push(
        <span key={key} className="string">
          {stringWithPlaceholders(string, key)}
        </span>,
      );
    } else if (number !== undefined) {
      nodes.push(
        <span key={key} className="number">
          {number}
        </span>,
      );
    } else if (literal !== undefined) {
      nodes.push(
        <span key={key} className="literal">
          {literal}
        </span>,
      );
    }
    last = start + whole.length;
  }
  if (last < json.length) nodes.push(json.slice(last));
  return nodes;
}
