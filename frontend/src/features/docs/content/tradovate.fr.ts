import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';

import type { ContentBody } from '@/components/content/content-block.types';

import { TRADOVATE_ROLL_EXAMPLE as roll } from './tradovate-roll-example';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay peut exécuter vos alertes sur un compte Tradovate, démo ou réel, par l’API REST de Tradovate. Vous le connectez une fois avec votre utilisateur Tradovate et une clé d’API, choisissez le compte qui reçoit les ordres, puis choisissez **Tradovate** sous **Exécution** sur votre [page Webhook](/membership/webhook). D’ici là, les alertes vont vers votre compte papier.',
  },
  { type: 'heading', level: 2, text: 'Ce qu’il vous faut', id: 'requirements' },
  {
    type: 'list',
    items: [
      'Un identifiant Tradovate. Chaque identifiant a un compte démo (simulation) ; le réel demande un compte approvisionné.',
      'L’accès API sur votre compte Tradovate, qui permet de créer des clés d’API. Tradovate décide qui y a droit et peut le facturer : vérifiez dans les réglages de votre compte Tradovate.',
      'Une adhésion TickRelay active.',
    ],
  },
  { type: 'heading', level: 2, text: 'Créer une clé d’API', id: 'api-key' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Connectez-vous à la plateforme web de Tradovate et ouvrez **Application Settings**, puis **API Access**.',
      'Créez une nouvelle clé d’API. Donnez-lui un nom, par exemple `TickRelay`, et une version, par exemple `1.0` : ce sont le **nom de l’application (appId)** et la **version de l’application** du formulaire.',
      'Tradovate affiche l’**identifiant client (cid)** de la clé, un nombre, et son **secret (sec)**. Copiez-les tous deux maintenant : le secret n’est affiché qu’une fois.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Sur la [page Webhook](/membership/webhook), sous **Exécution**, remplissez le formulaire avec l’environnement, votre nom d’utilisateur et votre mot de passe Tradovate, le nom et la version de l’application, le cid et le secret, puis **Connecter Tradovate**. TickRelay demande avec eux un jeton et la liste des comptes à Tradovate ; ils ne sont enregistrés que si cela fonctionne.',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Ce que TickRelay conserve',
    text: 'Le mot de passe, le cid et le secret sont stockés chiffrés (AES-256-GCM) et ne sont jamais renvoyés à votre navigateur : la page affiche l’environnement, le nom d’utilisateur, l’application, le compte et l’état, jamais les secrets. Pour les changer, utilisez **Remplacer les identifiants** ; **Supprimer** les efface, et les alertes qui allaient vers Tradovate vont de nouveau vers votre compte papier.',
  },
  { type: 'heading', level: 2, text: 'Démo et réel', id: 'demo-live' },
  {
    type: 'paragraph',
    text: '**Démo** est la simulation de Tradovate : de l’argent fictif, de vrais prix de marché. **Réel** est votre compte approvisionné : chaque alerte valide devient un véritable ordre avec de l’argent réel, sans confirmation. Le formulaire vous demande de confirmer avant de connecter un compte réel, et la page le signale en rouge. Commencez en démo, et ne passez à une connexion réelle que lorsque le journal montre ce que vous attendez.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Réel veut dire argent réel',
    text: 'Une alerte involontaire, une stratégie qui se dérègle ou une URL de webhook divulguée passent de véritables ordres sur un compte réel. Fixez une limite de perte quotidienne et une position maximale chez Tradovate : elles s’appliquent à chaque ordre, quelle qu’en soit l’origine. Lisez les [avertissements sur les risques des contrats à terme](/futures-risk-disclosures).',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Approuver TickRelay (double authentification)',
    id: 'approve',
  },
  {
    type: 'paragraph',
    text: 'Tradovate peut vous demander d’approuver une nouvelle application ou un nouvel appareil avant de laisser TickRelay se connecter pour vous. Le formulaire répond alors **BROKER_APP_NOT_APPROVED** et n’enregistre rien. Connectez-vous à Tradovate (web ou application mobile) avec le même utilisateur, confirmez l’application ou l’appareil quand il vous le demande, par l’invite ou le code qu’il vous envoie, puis connectez-vous à nouveau avec les mêmes valeurs.',
  },
  { type: 'heading', level: 2, text: 'Le compte qui reçoit les ordres', id: 'account' },
  {
    type: 'paragraph',
    text: 'Un identifiant Tradovate regroupe souvent plusieurs comptes. Après la connexion, choisissez celui qui reçoit les ordres dans la liste des comptes (s’il n’y en a qu’un, il est choisi pour vous). Chaque alerte exécutée chez Tradovate va vers ce compte ; le champ `account` d’une alerte n’y change rien. **Tester la connexion** relit la liste et vous dit si les identifiants fonctionnent toujours.',
  },
  { type: 'heading', level: 2, text: 'Symboles et calendrier de roulement', id: 'symbols' },
  {
    type: 'paragraph',
    text: `Les alertes utilisent les symboles de TradingView ; Tradovate négocie des contrats précis. TickRelay associe un symbole continu comme \`${roll.symbol}\` au contrat le plus proche selon son propre calendrier de roulement, le même pour le compte papier et pour Tradovate, et le journal montre de quel contrat il s’agit. Par exemple, une alerte sur \`${roll.symbol}\` reçue le ${roll.before.fr} désigne \`${roll.front}\` ; à partir de la séance du ${roll.rollDay.fr} (elle ouvre à 17 h, heure de Chicago, la veille au soir), elle désigne \`${roll.next}\`. Un symbole daté comme \`${roll.front}\` désigne toujours cette échéance. Tradovate écrit les contrats avec une année à un chiffre : \`${roll.front}\` y est \`${roll.tradovateName}\`.`,
  },
  {
    type: 'paragraph',
    text: 'Les règles du calendrier, contrat par contrat, sont dans [Connecter un courtier](/docs/brokers/overview#symbols). TradingView bascule son propre graphique continu quand le volume se déplace, ce qui peut arriver un jour avant ou après ces dates : l’ordre va toujours au contrat que donne le calendrier.',
  },
  { type: 'heading', level: 2, text: 'Ce que fait chaque action chez Tradovate', id: 'actions' },
  {
    type: 'table',
    head: ['Action', 'Chez Tradovate'],
    rows: [
      [
        '`buy`, `sell`',
        `Un ordre de \`quantity\` contrats (${BROKER_CONNECTION_LIMITS.maxOrderQuantity} au plus par alerte), au marché, à cours limité ou stop selon l’alerte.`,
      ],
      [
        '`takeProfit`, `stopLoss`',
        'L’entrée et ses ordres de sortie partent en un seul ordre OSO (un ordre qui en déclenche d’autres) : quand l’entrée est exécutée, Tradovate place l’objectif et le stop, et quand l’un d’eux est exécuté il annule l’autre.',
      ],
      [
        '`exit`',
        'Liquide la position sur le contrat : clôturée au marché, et les ordres en attente du contrat annulés.',
      ],
      ['`cancel`', 'Annule les ordres en attente sur le contrat ; la position reste ouverte.'],
      [
        '`reverse`',
        'Clôture la position et ouvre la même taille (ou `quantity`) dans l’autre sens, au marché, avec les sorties de l’alerte s’il y en a.',
      ],
    ],
  },
  {
    type: 'paragraph',
    text: 'La réponse de Tradovate figure dans le journal : le contrat, l’environnement et le compte, chaque ordre avec son numéro d’ordre Tradovate, et quand Tradovate refuse, l’alerte est **rejetée** avec le code `BROKER_REJECTED`, et son résultat courtier porte `ORDER_REFUSED` avec les propres mots de Tradovate. Les réglages de risque que vous définissez chez Tradovate (limite de perte quotidienne, position maximale, heures de négociation) s’appliquent toujours et priment sur toute alerte.',
  },
  { type: 'heading', level: 2, text: 'Jamais deux fois le même ordre', id: 'duplicates' },
  {
    type: 'paragraph',
    text: 'Chaque ordre porte un identifiant d’ordre client tiré de la livraison : si Tradovate ne répond pas à temps et que TickRelay réessaie, Tradovate reconnaît l’ordre qu’il a déjà au lieu d’en passer un second. Une livraison est exécutée une fois au plus.',
  },
  { type: 'heading', level: 2, text: 'Quand Tradovate ne peut pas être utilisé', id: 'errors' },
  {
    type: 'list',
    items: [
      '[BROKER_AUTH_FAILED](/docs/errors/broker-auth-failed) : Tradovate a refusé le nom d’utilisateur, le mot de passe, le cid ou le secret.',
      '[BROKER_APP_NOT_APPROVED](/docs/errors/broker-app-not-approved) : approuvez d’abord l’application ou l’appareil chez Tradovate.',
      '[BROKER_RATE_LIMITED](/docs/errors/broker-rate-limited) : Tradovate a demandé à TickRelay d’attendre ; le formulaire affiche le décompte, et les alertes sont réessayées ensuite.',
      '[BROKER_UNAVAILABLE](/docs/errors/broker-unavailable) : pas de réponse, délai dépassé ou erreur chez Tradovate.',
      '[BROKER_NOT_CONNECTED](/docs/errors/broker-not-connected) : Tradovate a été choisi sans connexion ni compte.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Une alerte qui ne peut pas être exécutée ainsi est journalisée **en échec** avec son code. Vous recevez un avis d’échec par e-mail, et à la destination choisie pour les avis, au plus un toutes les 15 minutes : voir [Destinations](/docs/destinations#failure-notices). L’état de la connexion sur la page Webhook passe à **Erreur** jusqu’à ce qu’une vérification réussisse de nouveau.',
  },
  { type: 'heading', level: 2, text: 'Activité du courtier et clôture', id: 'activity' },
  {
    type: 'paragraph',
    text: 'Chaque ordre envoyé, exécuté, rejeté, annulé ou liquidé, et chaque changement de la connexion, est listé sous **Activité du courtier** sur la page Webhook avec ce qui l’a déclenché : une alerte (avec un lien vers sa livraison), vous, l’arrêt d’urgence ou TickRelay lui-même. **Tout liquider** sur la page Webhook, et **Tout clôturer** à côté de l’arrêt d’urgence sur le tableau de bord quand les alertes vont vers Tradovate, clôturent chaque position du compte au marché et annulent ses ordres en attente.',
  },
];

export default body;
