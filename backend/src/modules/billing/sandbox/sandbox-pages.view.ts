import type { Locale } from '@tickrelay/contracts/locales';

import { sandboxText as t } from './sandbox-messages';

/** Escapes text for HTML content and attribute values. */
export function html(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f4f6f8;color:#1f2933}
.banner{background:#b45309;color:#fff;padding:.75rem 1rem;font-weight:600;text-align:center}
main{max-width:40rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem 2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin-top:0}h2{font-size:1.1rem;margin-top:1.5rem}
.amount{font-size:1.6rem;font-weight:700;color:#047857}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin:1rem 0}
button{font:inherit;padding:.55rem 1rem;border-radius:.375rem;border:1px solid #cbd2d9;background:#fff;cursor:pointer}
button.primary{background:#047857;border-color:#047857;color:#fff}
button.danger{border-color:#b91c1c;color:#b91c1c}
.muted{color:#616e7c;font-size:.9rem}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #e4e7eb}
.card{border:1px solid #e4e7eb;border-radius:.375rem;padding:.75rem 1rem;margin:.75rem 0}
`;

/** A whole sandbox page: the "no real payment" banner on top of every one, in its language. */
export function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)} · Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="status" data-testid="sandbox-banner">${html(t(locale, 'banner'))}</div>
<main>
<h1>${html(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${html(name)}" value="${html(value)}">`;
}

/** A form holding one button (POST). */
export function buttonForm(
  action: string,
  label: string,
  fields: Readonly<Record<string, string>> = {},
  className = '',
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  const cls = className ? ` class="${className}"` : '';
  return `<form method="post" action="${html(action)}">${inputs}<button type="submit"${cls}>${html(label)}</button></form>`;
}

export function notFoundPage(locale: Locale): string {
  return page(locale, t(locale, 'notFound'), '');
}
