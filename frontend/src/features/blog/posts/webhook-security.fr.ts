import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Les webhooks TradingView ne peuvent pas s’authentifier. Ce qui les reçoit doit accepter une simple requête HTTPS venue d’internet et décider, d’après la seule requête, si elle est authentique. Chez TickRelay, cette décision repose sur le long jeton secret à la fin de votre URL personnelle. Quiconque possède l’URL peut envoyer des ordres sur votre compte.',
  },
  { type: 'heading', level: 2, text: 'Où fuient les URL de webhook' },
  {
    type: 'paragraph',
    text: 'Dans les demandes d’assistance que nous recevons, les fuites ne viennent presque jamais d’une attaque. Elles viennent du partage :',
  },
  {
    type: 'list',
    items: [
      'Des **captures d’écran** de la fenêtre d’alerte publiées sur un forum ou une messagerie pour demander de l’aide.',
      'Des **scripts publiés** où l’URL a été collée dans un commentaire ou un paramètre par défaut.',
      'Des **mises en page de graphiques partagées** et des listes d’alertes exportées envoyées à un ami ou à un coach.',
      'Des **demandes d’assistance** à des tiers, y compris à nous : nous n’avons jamais besoin de votre URL.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Demander de l’aide sans risque',
    text: 'Partagez le message d’alerte (le JSON) et l’heure de déclenchement, jamais l’URL. Si vous devez montrer la fenêtre, recadrez ou floutez le champ URL du webhook avant la capture.',
  },
  { type: 'heading', level: 2, text: 'Renouveler tôt, renouveler sereinement' },
  {
    type: 'paragraph',
    text: 'Renouveler l’URL depuis la page [Webhook](/membership/webhook) prend un clic et invalide immédiatement l’ancienne. Le coût, c’est la mise à jour de vos alertes : c’est pourquoi nous conseillons d’en garder peu, une alerte de stratégie par stratégie plutôt qu’une par signal. Renouvelez au moindre doute, et systématiquement quand une personne qui avait accès à votre écran ou à vos fichiers ne devrait plus l’avoir.',
  },
  { type: 'heading', level: 2, text: 'Supposer la fuite, limiter les dégâts' },
  {
    type: 'paragraph',
    text: 'Les secrets finissent par fuir. Ce qui compte, c’est ce qu’un secret divulgué permet de faire. Trois limites tiennent quelle que soit l’origine de l’ordre :',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Une **taille de position maximale** chez votre courtier, fixée à ce que votre plan trade réellement.',
      'Une **perte journalière maximale** chez votre courtier, qui arrête le trading pour la journée une fois atteinte.',
      'Un **compte démo par défaut** pendant que vous construisez et testez vos alertes ; des ordres réels seulement quand une alerte a fait ses preuves.',
    ],
  },
  {
    type: 'paragraph',
    text: 'De notre côté, chaque message est validé strictement avant d’atteindre le courtier, les champs inconnus sont rejetés, les quantités sont bornées, et chaque URL est limitée en débit : une rafale de requêtes ne peut pas devenir une rafale d’ordres.',
  },
  { type: 'heading', level: 2, text: 'La liste de contrôle' },
  {
    type: 'list',
    items: [
      'L’authentification à deux facteurs sur TradingView, chez votre courtier et sur votre messagerie.',
      'Un mot de passe unique pour TickRelay ; vérifiez vos sessions actives sur votre profil.',
      'L’URL uniquement dans les alertes : jamais dans des scripts, des notes ou des captures.',
      'Des limites de position et de perte fixées chez le courtier.',
      'Un renouvellement de l’URL au moindre doute.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Plus de détails dans la page [Sécurité](/docs/security) de la documentation.',
  },
];

export default body;
