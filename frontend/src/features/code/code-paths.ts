// The localized code page paths for the prerender and sitemap (plan interface 5).
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES } from '@tickrelay/contracts/locales';
import { codePath } from '@tickrelay/contracts/routes';

import { codeSnippets } from './code-snippets';

/** '/code/<id>' and '/fr/code/<id>' for every snippet of content/code/. */
export function codePrerenderPaths(): string[] {
  return LOCALES.flatMap((locale) =>
    codeSnippets.map((snippet) => localizePath(codePath(snippet.id), locale)),
  );
}
