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
    sizeBytes: 4871,
    version: '2.0.0',
    date: '2026-11-24',
    format: 'Pine Script v6',
    title: { en: 'Pine Script strategy template', fr: 'Modèle de stratégie Pine Script' },
    description: {
      en: 'An EMA crossover strategy where every order sends its own TickRelay message: entries with their bracket, reversals and exits, each with an id against duplicates.',
      fr: 'Une stratégie de croisement de moyennes dont chaque ordre envoie son propre message TickRelay : entrées avec leurs ordres liés, retournements et sorties, chacun avec un identifiant contre les doublons.',
    },
    codeId: 'pine-strategy-template',
  },
  {
    id: 'postman-collection',
    kind: 'postman',
    fileName: 'tickrelay-webhook-payloads.postman_collection.json',
    sizeBytes: 11375,
    version: '2.0.0',
    date: '2026-11-24',
    format: 'Postman Collection v2.1',
    title: {
      en: 'Postman collection of webhook payloads',
      fr: 'Collection Postman de messages webhook',
    },
    description: {
      en: 'Thirteen ready-to-send requests: market, limit and stop entries with exits in ticks, points, dollars and percent, a strategy fill, exit, cancel and reverse, a duplicate, a stale alert and an invalid one to see validation at work. Set the webhookUrl variable; orders run on your paper account.',
      fr: 'Treize requêtes prêtes à envoyer : entrées au marché, à cours limité et stop avec sorties en ticks, points, dollars et pourcentage, exécution de stratégie, sortie, annulation et retournement, un doublon, une alerte périmée et une invalide pour voir la validation à l’œuvre. Renseignez la variable webhookUrl ; les ordres s’exécutent sur votre compte papier.',
    },
  },
  {
    id: 'payload-schema',
    kind: 'schema',
    fileName: 'tickrelay-alert-payload.schema.json',
    sizeBytes: 5866,
    version: '2.0.0',
    date: '2026-11-24',
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
    sizeBytes: 4535,
    version: '2.0',
    date: '2026-11-24',
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
    sizeBytes: 5025,
    version: '2.0',
    date: '2026-11-24',
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
