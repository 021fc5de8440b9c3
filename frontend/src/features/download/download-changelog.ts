// What changed in each version of each download, newest first, in English and French. The first
// entry is the version the manifest lists (a unit test checks it).
import type { Localized } from '@/components/content/content-block.types';

export interface ChangelogEntry {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  changes: readonly Localized[];
}

const V2_PAYLOAD: Localized = {
  en: 'Follows version 2 of the alert payload: `ticker` instead of `symbol`, exits as distances (ticks, points, dollars or percent) instead of fixed prices, `reverse` and `cancel` actions.',
  fr: 'Suit la version 2 du message d’alerte : `ticker` au lieu de `symbol`, sorties en distances (ticks, points, dollars ou pourcentage) au lieu de prix fixes, actions `reverse` et `cancel`.',
};

const FIRST: Localized = { en: 'First release.', fr: 'Première version.' };

export const changelogs: Readonly<Record<string, readonly ChangelogEntry[]>> = {
  'strategy-template': [
    {
      version: '2.0.0',
      date: '2026-11-24',
      changes: [
        V2_PAYLOAD,
        {
          en: 'Each order sends an `id` (against duplicates) and entries their `time` with `max_lag` (against stale alerts); flips are sent as one `reverse`.',
          fr: 'Chaque ordre envoie un `id` (contre les doublons) et les entrées leur `time` avec `max_lag` (contre les alertes périmées) ; les retournements partent en un seul `reverse`.',
        },
      ],
    },
    { version: '1.0.0', date: '2026-11-22', changes: [FIRST] },
  ],
  'strategy-template-advanced': [
    {
      version: '1.0.0',
      date: '2026-11-24',
      changes: [
        {
          en: 'First release, for members: trend filter, ATR stop, risk-based size, entry and flatten windows, daily loss limit, entries per day.',
          fr: 'Première version, pour les membres : filtre de tendance, stop sur l’ATR, taille selon le risque, fenêtres d’entrée et de clôture, perte journalière maximale, entrées par jour.',
        },
      ],
    },
  ],
  'postman-collection': [
    {
      version: '2.0.0',
      date: '2026-11-24',
      changes: [
        V2_PAYLOAD,
        {
          en: 'Thirteen requests, including a duplicate, a stale alert and an invalid one; the flat sentiment closes the whole position, as the paper account does.',
          fr: 'Treize requêtes, dont un doublon, une alerte périmée et une invalide ; le sentiment flat clôture toute la position, comme le fait le compte papier.',
        },
      ],
    },
    { version: '1.0.0', date: '2026-11-22', changes: [FIRST] },
  ],
  'postman-environment': [
    {
      version: '1.0.0',
      date: '2026-11-24',
      changes: [
        {
          en: 'First release, for members: the webhookUrl variable as a secret value.',
          fr: 'Première version, pour les membres : la variable webhookUrl en valeur secrète.',
        },
      ],
    },
  ],
  'payload-schema': [
    {
      version: '2.1.0',
      date: '2026-11-28',
      changes: [
        {
          en: 'The alert id may be any printable text in any language ("Entrée longue"), up to 64 characters.',
          fr: 'L’identifiant de l’alerte peut être tout texte imprimable, dans toute langue (« Entrée longue »), jusqu’à 64 caractères.',
        },
      ],
    },
    {
      version: '2.0.0',
      date: '2026-11-24',
      changes: [
        V2_PAYLOAD,
        {
          en: 'Generated from the same schema the webhook validates with, so the two cannot drift apart.',
          fr: 'Généré à partir du schéma même avec lequel le webhook valide, pour que les deux ne puissent pas diverger.',
        },
      ],
    },
    { version: '1.0.0', date: '2026-11-22', changes: [FIRST] },
  ],
  'quick-start-en': [
    { version: '2.0', date: '2026-11-24', changes: [V2_PAYLOAD] },
    { version: '1.0', date: '2026-11-22', changes: [FIRST] },
  ],
  'quick-start-fr': [
    { version: '2.0', date: '2026-11-24', changes: [V2_PAYLOAD] },
    { version: '1.0', date: '2026-11-22', changes: [FIRST] },
  ],
};
