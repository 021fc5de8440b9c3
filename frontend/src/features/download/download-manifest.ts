import type { ContentLocale, Localized } from '@/components/content/content-block.types';

export type DownloadKind = 'pine' | 'postman' | 'schema' | 'guide';

export interface DownloadItem {
  id: string;
  kind: DownloadKind;
  /** File in `frontend/public/downloads/`; a unit test checks it exists with this size. */
  fileName: string;
  sizeBytes: number;
  version: string;
  /** Release date of this version, `YYYY-MM-DD`. */
  date: string;
  format: string;
  /** Language of the document itself, for guides written in one language. */
  language?: ContentLocale;
  title: Localized;
  description: Localized;
  /** The same file in the full-screen code viewer, when it has a page there. */
  codeId?: string;
}

export const DOWNLOADS_BASE = '/downloads/';

export const downloads: readonly DownloadItem[] = [
  {
    id: 'strategy-template',
    kind: 'pine',
    fileName: 'tickrelay-strategy-template.pine',
    sizeBytes: 4175,
    version: '1.3.0',
    date: '2026-11-16',
    format: 'Pine Script v6',
    title: { en: 'Pine Script strategy template', fr: 'Modèle de stratégie Pine Script' },
    description: {
      en: 'An EMA crossover strategy where every order sends its own TickRelay message: entries, reversals and exits, with a bracket placed at the broker.',
      fr: 'Une stratégie de croisement de moyennes dont chaque ordre envoie son propre message TickRelay : entrées, retournements et sorties, avec ordres liés placés chez le courtier.',
    },
    codeId: 'pine-strategy-template',
  },
  {
    id: 'postman-collection',
    kind: 'postman',
    fileName: 'tickrelay-webhook-payloads.postman_collection.json',
    sizeBytes: 7135,
    version: '1.2.0',
    date: '2026-11-16',
    format: 'Postman Collection v2.1',
    title: {
      en: 'Postman collection of webhook payloads',
      fr: 'Collection Postman de messages webhook',
    },
    description: {
      en: 'Eight ready-to-send requests, from a market buy to a bracket order and a strategy fill, plus an invalid one to see validation at work. Set the webhookUrl variable and use a demo account.',
      fr: 'Huit requêtes prêtes à envoyer, de l’achat au marché à l’ordre avec sorties liées et à l’exécution de stratégie, dont une invalide pour voir la validation à l’œuvre. Renseignez la variable webhookUrl et utilisez un compte démo.',
    },
  },
  {
    id: 'payload-schema',
    kind: 'schema',
    fileName: 'tickrelay-alert-payload.schema.json',
    sizeBytes: 3946,
    version: '1.1.0',
    date: '2026-11-16',
    format: 'JSON Schema 2020-12',
    title: { en: 'JSON Schema of the alert payload', fr: 'Schéma JSON du message d’alerte' },
    description: {
      en: 'The payload format as a machine-readable schema, to check in your own tools and tests the messages TickRelay receives once TradingView has filled the placeholders.',
      fr: 'Le format du message sous forme de schéma lisible par machine, pour vérifier dans vos outils et vos tests les messages que reçoit TickRelay une fois les variables remplies par TradingView.',
    },
  },
  {
    id: 'quick-start-en',
    kind: 'guide',
    fileName: 'tickrelay-quick-start-en.md',
    sizeBytes: 3510,
    version: '1.1',
    date: '2026-11-16',
    format: 'Markdown',
    language: 'en',
    title: { en: 'Quick-start guide (English)', fr: 'Guide de démarrage rapide (anglais)' },
    description: {
      en: 'Everything from broker connection to your first demo order on two printable pages.',
      fr: 'De la connexion du courtier au premier ordre démo, sur deux pages imprimables.',
    },
  },
  {
    id: 'quick-start-fr',
    kind: 'guide',
    fileName: 'tickrelay-quick-start-fr.md',
    sizeBytes: 4005,
    version: '1.1',
    date: '2026-11-16',
    format: 'Markdown',
    language: 'fr',
    title: { en: 'Quick-start guide (French)', fr: 'Guide de démarrage rapide (français)' },
    description: {
      en: 'The same guide, written in French.',
      fr: 'Le même guide, rédigé en français.',
    },
  },
];

export function downloadHref(item: DownloadItem): string {
  return `${DOWNLOADS_BASE}${item.fileName}`;
}
