// Heading ids: `## Title {#id}` sets one explicitly (anchors other pages link to stay stable when a
// title is reworded); otherwise the text, accents folded so French anchors read as plain ASCII
// ('Créer une alerte' → 'creer-une-alerte'), numbered when the same title repeats.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function explicitId(heading: Element): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

export function rehypeHeadingIds() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    visit(tree, 'element', (node) => {
      if (!/^h[1-6]$/.test(node.tagName)) return;
      const base = explicitId(node) ?? (slugify(toString(node)) || 'section');
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      node.properties['id'] = seen === 0 ? base : `${base}-${seen}`;
    });
  };
}
