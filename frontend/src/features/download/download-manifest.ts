import type { ContentLocale, Localized } from '@/components/content/content-block.types';

export type DownloadKind = 'pine' | 'postman' | 'schema' | 'guide';

export interface DownloadItem {
  id: string;
  kind: DownloadKind;
  /**
   * Public: a file of `frontend/public/downloads/`. Members: a file of `backend/assets/downloads/`
   * (outside the web root), served by the api through a signed link. A unit test computes size
   * and SHA-256 from the real file and fails when these are stale.
   */
  fileName: string;
  sizeBytes: number;
  /** SHA-256 of the file, hex, for readers to check what they downloaded. */
  sha256: string;
  access: 'public' | 'members';
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
    sha256: '613559109c845b2a0e8ac8231557f6a1f0fbaa1ab44868aa57bbb7630a0accab',
    access: 'public',
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
    sha256: '9de05f0ff755028dcea9a12645adcd5c40039fcbe633b1412a69ae7ca563c48a',
    access: 'public',
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
    sizeBytes: 5867,
    sha256: 'ad0f3378de1d568a54f2ad70a6560c97874acd7777b6f6d86949a63f3016f2a1',
    access: 'public',
    version: '2.1.0',
    date: '2026-11-28',
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
    sha256: '166bad87006921c07df5163067a8f9051bba7fb1ec796e0c8a5248c35a31c8a0',
    access: 'public',
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
    sha256: 'a5d9aeafb32e52d57c8a349122793450e0b665784671db9f83c43728965c870c',
    access: 'public',
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
  {
    id: 'strategy-template-advanced',
    kind: 'pine',
    fileName: 'tickrelay-strategy-template-advanced.pine',
    sizeBytes: 9440,
    sha256: '3e3c700811e50a1ad43b1494ef87b2553d9f546c98492731929f1830db61d0bc',
    access: 'members',
    version: '1.0.0',
    date: '2026-11-24',
    format: 'Pine Script v6',
    title: {
      en: 'Pine Script strategy template, advanced',
      fr: 'Modèle de stratégie Pine Script, version avancée',
    },
    description: {
      en: 'The template made fit for a real account: a higher-timeframe trend filter, a stop sized from the ATR, contracts sized from the amount you risk, an entry window, a flatten before the close, a daily loss limit and a cap on entries per day, every order with its own TickRelay message.',
      fr: 'Le modèle adapté à un compte réel : filtre de tendance sur une unité de temps supérieure, stop dimensionné sur l’ATR, nombre de contrats selon le montant risqué, fenêtre d’entrée, clôture avant la fin de séance, perte journalière maximale et nombre d’entrées par jour plafonné, chaque ordre avec son propre message TickRelay.',
    },
  },
  {
    id: 'postman-environment',
    kind: 'postman',
    fileName: 'tickrelay.postman_environment.json',
    sizeBytes: 366,
    sha256: '7d6559976654d2e14c2202720fb2dc354ae7573b0a0136229e75fd5a632004fb',
    access: 'members',
    version: '1.0.0',
    date: '2026-11-24',
    format: 'Postman Environment',
    title: { en: 'Postman environment', fr: 'Environnement Postman' },
    description: {
      en: 'Keeps your webhook URL as a secret environment value beside the public collection, so the collection you share or export never holds it. Import it, paste your URL, select the environment.',
      fr: 'Garde l’URL de votre webhook comme valeur secrète d’environnement à côté de la collection publique, pour que la collection que vous partagez ou exportez ne la contienne jamais. Importez-le, collez votre URL, sélectionnez l’environnement.',
    },
  },
];

/** A public file's address; member files have none: the api gives a signed link on request. */
export function downloadHref(item: DownloadItem): string {
  return `${DOWNLOADS_BASE}${item.fileName}`;
}
