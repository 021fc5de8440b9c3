/** The one layout of the product's mails: blocks of text and links, as plain text and minimal HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type Block = { kind: 'text'; value: string } | { kind: 'link'; label: string; href: string };

export const text = (value: string): Block => ({ kind: 'text', value });
export const link = (label: string, href: string): Block => ({ kind: 'link', label, href });

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A display name fit for a greeting: no line breaks (they could forge headers in some clients). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Plain text and a minimal HTML version of the same blocks; every link appears in both. */
export function assemble(subject: string, blocks: Block[], lang: string): RenderedMail {
  const plain = blocks
    .map((block) => (block.kind === 'text' ? block.value : `${block.label}\n${block.href}`))
    .join('\n\n');
  const body = blocks
    .map((block) =>
      block.kind === 'text'
        ? `<p>${escapeHtml(block.value)}</p>`
        : `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a><br><small>${escapeHtml(block.href)}</small></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>\n${body}\n</body></html>\n`;
  return { subject, text: `${plain}\n`, html };
}
