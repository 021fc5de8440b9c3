// How the dialect's own Markdown constructs become HTML (remark-rehype handlers): fenced code as a
// highlighted, copyable figure and `:::kind[Title]` container directives as callouts. Anything
// outside the dialect stops the build with the file's name.
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { State } from 'mdast-util-to-hast';
import type { Highlighter } from 'shiki';

import { ContentError } from './front-matter';
import { highlightToHast, isKnownLanguage } from './highlight';
import { CALLOUT_KINDS, type CalloutKind, type RenderLabels } from './labels';

const el = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/** `caption="…"` in a fence's meta string (```json caption="Buy one contract"), `\"` for a quote. */
function captionOf(meta: string | null | undefined): string | undefined {
  const match = meta ? /caption="((?:[^"\\]|\\.)*)"/.exec(meta) : null;
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

export function createHandlers(file: string, engine: Highlighter, labels: RenderLabels) {
  const code = (_state: State, node: Code): Element => {
    const language = node.lang ?? '';
    if (!isKnownLanguage(language))
      throw new ContentError(
        file,
        `code block at line ${node.position?.start.line ?? '?'} needs a known language, got "${language}"`,
      );
    const caption = captionOf(node.meta);
    const pre = highlightToHast(engine, node.value, language);
    // Focusable so keyboard users can scroll wide snippets.
    delete pre.properties['tabindex'];
    pre.properties['tabIndex'] = 0;
    const children: ElementContent[] = [
      el('div', { className: ['code-header'] }, [
        el('span', { className: ['code-language'] }, [{ type: 'text', value: language }]),
        el('button', { type: 'button', className: ['code-copy'], dataCopyCode: '' }, [
          { type: 'text', value: labels.copyCode },
        ]),
      ]),
      pre,
    ];
    if (caption) children.push(el('figcaption', {}, [{ type: 'text', value: caption }]));
    return el('figure', { className: ['code-block'], dataLanguage: language }, children);
  };

  const containerDirective = (state: State, node: ContainerDirective): Element => {
    if (!(CALLOUT_KINDS as readonly string[]).includes(node.name))
      throw new ContentError(
        file,
        `unknown callout ":::${node.name}" at line ${node.position?.start.line ?? '?'} (use ${CALLOUT_KINDS.join(', ')})`,
      );
    const kind = node.name as CalloutKind;
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = labelled
      ? state.all(first)
      : [{ type: 'text' as const, value: labels.calloutTitle[kind] }];
    const body = state.all({ type: 'root', children: labelled ? rest : node.children });
    return el('aside', { className: ['callout', `callout-${kind}`], role: 'note' }, [
      el('p', { className: ['callout-title'] }, title),
      ...body,
    ]);
  };

  // `word:other` in prose parses as a text directive; it was never meant as one: keep the text.
  const textDirective = (state: State, node: TextDirective): ElementContent[] => [
    { type: 'text', value: `:${node.name}` },
    ...state.all(node),
  ];

  const leafDirective = (_state: State, node: LeafDirective): Element => {
    throw new ContentError(
      file,
      `unknown directive "::${node.name}" at line ${node.position?.start.line ?? '?'}`,
    );
  };

  return { code, containerDirective, textDirective, leafDirective };
}
