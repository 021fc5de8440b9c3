import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  { type: 'heading', level: 2, text: 'Qui sommes-nous', id: 'who' },
  {
    type: 'paragraph',
    text: 'TickRelay (« nous ») exploite ce site et le service qui relaie les alertes TradingView vers les courtiers en contrats à terme. Nous sommes responsables du traitement des données personnelles décrites dans cette politique. Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous depuis la [page de contact](/contact) avec un objet commençant par « Confidentialité ».',
  },
  { type: 'heading', level: 2, text: 'Les données que nous collectons', id: 'collect' },
  {
    type: 'table',
    head: ['Données', 'Détails', 'Source'],
    rows: [
      [
        'Compte',
        'Adresse e-mail, nom affiché, langue préférée, mot de passe (conservé uniquement sous forme de hachage salé), sessions de connexion et appareils d’origine.',
        'Vous',
      ],
      [
        'Adhésion',
        'Formule, statut, renouvellements et confirmations de paiement. Les données de carte sont traitées par notre prestataire de paiement et n’atteignent jamais nos serveurs.',
        'Vous, prestataire de paiement',
      ],
      [
        'Webhook et alertes',
        'Votre jeton de webhook (conservé haché), les alertes reçues avec leur message, leur heure et leur adresse d’envoi, et les réponses de votre courtier.',
        'TradingView, votre courtier',
      ],
      [
        'Connexion au courtier',
        'L’accès accordé par votre courtier et vos identifiants de compte, conservés chiffrés.',
        'Votre courtier',
      ],
      [
        'Messages de contact',
        'Nom, adresse e-mail, objet, message, langue, ainsi que l’adresse et l’identifiant de requête de l’envoi.',
        'Vous',
      ],
      [
        'Journaux techniques',
        'Adresse IP, agent utilisateur du navigateur, page demandée, heure et identifiant de requête, conservés pour faire fonctionner et sécuriser le service.',
        'Votre navigateur',
      ],
      [
        'Télémétrie d’usage',
        'Lorsqu’elle est activée : les événements décrits ci-dessous.',
        'Votre navigateur',
      ],
    ],
  },
  { type: 'heading', level: 3, text: 'Télémétrie d’usage', id: 'telemetry' },
  {
    type: 'paragraph',
    text: 'Lorsque la télémétrie est activée sur ce site, votre navigateur nous envoie de petits événements par lots. Chaque événement contient un identifiant d’événement aléatoire, un identifiant de session aléatoire, l’adresse et le chemin de la page, la page de provenance, le nom et la version de votre navigateur et de votre système d’exploitation, le type d’appareil (ordinateur, mobile ou tablette), la taille de l’écran, le type et le nom de l’événement et, selon l’événement, des détails complémentaires, une durée, un message d’erreur et sa pile d’appels, ainsi que votre identifiant d’utilisateur une fois connecté.',
  },
  {
    type: 'list',
    items: [
      'Types d’événements : `page_view`, `subscribe_click`, `link_click`, `login`, `signup`, `error` et `trace` (mesures de performance).',
      'Nous utilisons ces événements pour savoir quelles pages sont utiles, détecter les erreurs et mesurer les performances. Nous ne les vendons pas et ne nous en servons pas pour établir des profils publicitaires.',
      'Le contenu des champs de formulaire, les mots de passe et les URL de webhook ne font jamais partie de la télémétrie.',
    ],
  },
  { type: 'heading', level: 2, text: 'Cookies et stockage local', id: 'cookies' },
  {
    type: 'paragraph',
    text: 'Nous utilisons un petit nombre de cookies et d’entrées de stockage du navigateur. Ceux indiqués comme nécessaires sont indispensables au fonctionnement du site et ne requièrent pas votre consentement.',
  },
  {
    type: 'table',
    head: ['Nom', 'Type', 'Finalité', 'Durée'],
    rows: [
      [
        '`lang`',
        'Cookie, nécessaire',
        'Mémorise la langue choisie (anglais ou français).',
        '365 jours',
      ],
      [
        'Cookies de session',
        'Cookies, nécessaires',
        'Maintiennent votre connexion de façon sécurisée (HttpOnly, SameSite=Lax). Les valeurs longues sont réparties sur plusieurs cookies.',
        'Jusqu’à 400 jours, ou jusqu’à la déconnexion',
      ],
      [
        '`nuxt-color-mode`',
        'Stockage local, nécessaire',
        'Mémorise votre thème : Système, Clair ou Sombre.',
        'Jusqu’à ce que vous l’effaciez',
      ],
      [
        '`telemetry_session_id`',
        'Stockage local',
        'Un identifiant aléatoire qui regroupe les événements de télémétrie d’un navigateur. Uniquement si la télémétrie est activée.',
        'Jusqu’à ce que vous l’effaciez',
      ],
      [
        'reCAPTCHA',
        'Cookies tiers',
        'Déposés par Google reCAPTCHA sur les pages qui vérifient que vous êtes humain, comme le renouvellement de l’abonnement.',
        'Fixée par Google',
      ],
      [
        'Mesure d’audience',
        'Cookies tiers',
        'Uniquement si la mesure d’audience est activée sur ce site, et avec votre consentement lorsque la loi l’exige.',
        'Fixée par le prestataire',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Pourquoi nous utilisons vos données', id: 'purposes' },
  {
    type: 'list',
    items: [
      '**Fournir le service** auquel vous avez souscrit : votre compte, votre webhook, le relais de vos alertes vers votre courtier et votre adhésion (exécution d’un contrat).',
      '**Sécuriser le service** : prévention des abus, limitation de débit, détection de la fraude et analyse des incidents (intérêt légitime).',
      '**Améliorer le produit** grâce à la télémétrie agrégée et aux rapports d’erreurs (intérêt légitime, ou consentement lorsque la loi l’exige).',
      '**Vous répondre** lorsque vous nous contactez (intérêt légitime, ou mesures précontractuelles).',
      '**Respecter nos obligations légales**, comme la conservation des pièces comptables des paiements (obligation légale).',
    ],
  },
  { type: 'heading', level: 2, text: 'Qui reçoit vos données', id: 'recipients' },
  {
    type: 'list',
    items: [
      '**Nos hébergeurs et prestataires d’infrastructure**, qui stockent et traitent les données pour notre compte.',
      '**Notre prestataire d’e-mail**, pour envoyer les e-mails de compte, de sécurité et d’assistance.',
      '**Notre prestataire de paiement**, pour traiter les paiements des adhésions.',
      '**Google reCAPTCHA**, qui reçoit des informations sur votre navigateur et vos interactions sur les pages vérifiant que vous êtes humain, conformément aux Règles de confidentialité et aux Conditions d’utilisation de Google.',
      '**Les prestataires de mesure d’audience et de gestion de balises**, uniquement s’ils sont activés sur ce site.',
      '**Votre courtier**, qui reçoit les ordres décrits par vos alertes. TradingView nous envoie vos alertes selon sa propre politique de confidentialité.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Nous ne vendons jamais de données personnelles. Lorsque des données sont transférées hors de l’Espace économique européen, nous nous appuyons sur des décisions d’adéquation ou sur les clauses contractuelles types de la Commission européenne.',
  },
  { type: 'heading', level: 2, text: 'Durée de conservation', id: 'retention' },
  {
    type: 'list',
    items: [
      'Données de compte et de connexion au courtier : tant que votre compte existe. Après la suppression de votre compte, elles sont effacées sous 30 jours, sauf ce que la loi nous oblige à conserver.',
      'Journaux d’alertes : pendant une durée limitée pour que vous puissiez consulter vos alertes récentes, puis supprimés automatiquement.',
      'Événements de télémétrie et journaux techniques : supprimés automatiquement après une durée de conservation fixe.',
      'Messages de contact : le temps nécessaire pour répondre et assurer le suivi, et au plus deux ans.',
      'Pièces de paiement : pendant la durée exigée par le droit comptable.',
    ],
  },
  { type: 'heading', level: 2, text: 'Vos droits', id: 'rights' },
  {
    type: 'paragraph',
    text: 'En vertu du Règlement général sur la protection des données (RGPD) et des lois similaires, vous avez le droit :',
  },
  {
    type: 'list',
    items: [
      'd’accéder à vos données et d’en recevoir une copie ;',
      'de faire rectifier des données inexactes ;',
      'de faire effacer vos données ;',
      'de limiter certains traitements ou de vous y opposer, notamment ceux fondés sur notre intérêt légitime ;',
      'de recevoir les données que vous avez fournies dans un format portable ;',
      'de retirer votre consentement à tout moment, lorsque le traitement repose sur celui-ci ;',
      'd’introduire une réclamation auprès d’une autorité de contrôle, comme la CNIL en France ou l’autorité de votre pays.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Vous pouvez modifier votre nom, votre langue et votre mot de passe, et supprimer votre compte depuis votre [profil](/membership/profile). Pour toute autre demande, [contactez-nous](/contact). Nous répondons sous un mois et pouvons vous demander de confirmer votre identité.',
  },
  { type: 'heading', level: 2, text: 'Sécurité', id: 'security' },
  {
    type: 'paragraph',
    text: 'Tout le trafic est chiffré en HTTPS. Les mots de passe et les jetons de webhook sont conservés sous forme hachée, l’accès aux courtiers est chiffré, et l’accès aux données de production est réservé aux personnes qui en ont besoin pour faire fonctionner le service.',
  },
  { type: 'heading', level: 2, text: 'Mineurs', id: 'children' },
  {
    type: 'paragraph',
    text: 'TickRelay s’adresse aux adultes légalement autorisés à négocier des contrats à terme. Nous ne collectons pas sciemment de données concernant des personnes de moins de 18 ans.',
  },
  { type: 'heading', level: 2, text: 'Modifications de cette politique', id: 'changes' },
  {
    type: 'paragraph',
    text: 'Nous pouvons mettre à jour cette politique à mesure que le service évolue. La date en haut de cette page indique la dernière version. Nous informerons les membres par e-mail avant l’entrée en vigueur de toute modification importante.',
  },
];

export default body;
