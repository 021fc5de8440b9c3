// The few words the rendered HTML carries itself (the page chrome is translated by the SPA).
import type { ContentLocale } from '../content-types';

export interface RenderLabels {
  copyCode: string;
  enlargeImage: (alt: string) => string;
  calloutTitle: Readonly<Record<CalloutKind, string>>;
}

export const CALLOUT_KINDS = ['info', 'tip', 'warning', 'danger'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

export const RENDER_LABELS: Readonly<Record<ContentLocale, RenderLabels>> = {
  en: {
    copyCode: 'Copy',
    enlargeImage: (alt) => `Enlarge the image: ${alt}`,
    calloutTitle: { info: 'Note', tip: 'Tip', warning: 'Warning', danger: 'Danger' },
  },
  fr: {
    copyCode: 'Copier',
    enlargeImage: (alt) => `Agrandir l’image : ${alt}`,
    calloutTitle: { info: 'Remarque', tip: 'Astuce', warning: 'Attention', danger: 'Danger' },
  },
};
