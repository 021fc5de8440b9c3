// The error-code reference's texts for the alert-message reader's own refusals
// (contracts/src/alert-payload/alert-reader.ts): a misspelt key, and what another product's
// message asks for that TickRelay cannot honour. Merged into ERROR_REFERENCE.
import type { ErrorReferenceEntry } from './error-reference.types';

type FormatCode =
  | 'ALERT_FIELD_MISSPELT'
  | 'ALERT_TRAILING_UNSUPPORTED'
  | 'ALERT_SIZING_UNSUPPORTED'
  | 'ALERT_FIELD_UNSUPPORTED';

export const FORMATS_REFERENCE: Readonly<Record<FormatCode, ErrorReferenceEntry>> = {
  ALERT_FIELD_MISSPELT: {
    title: { en: 'A field name looks misspelt', fr: 'Un nom de champ semble mal orthographié' },
    meaning: {
      en: 'The message has a key that is one or two letters away from a field the format knows, such as `quantitiy` for `quantity` or `Ticker` for `ticker`. A key we do not know at all is only listed as a warning, but a near miss usually means the value you meant to send was lost, so the alert is refused. The log names the key and the warnings name the field it resembles.',
      fr: 'Le message contient une clé à une ou deux lettres d’un champ que le format connaît, par exemple `quantitiy` pour `quantity` ou `Ticker` pour `ticker`. Une clé totalement inconnue est seulement signalée en avertissement, mais une clé presque juste signifie en général que la valeur voulue s’est perdue : l’alerte est donc refusée. Le journal nomme la clé, et les avertissements le champ auquel elle ressemble.',
    },
    action: {
      en: 'Rename the key to the suggested field in the alert’s Message, or check it against the [payload format](/docs/webhooks/payload-format). Nothing was executed.',
      fr: 'Renommez la clé avec le champ suggéré dans le Message de l’alerte, ou vérifiez-la dans le [format du message](/docs/webhooks/payload-format). Rien n’a été exécuté.',
    },
  },
  ALERT_TRAILING_UNSUPPORTED: {
    title: {
      en: 'Trailing stops are not supported',
      fr: 'Les stops suiveurs ne sont pas pris en charge',
    },
    meaning: {
      en: 'The message asks for a trailing stop or a moving stop (TradersPost’s `trailing_stop`, `trailAmount`, `trailPercent`; PickMyTrade’s `trail`, `trail_stop`, `breakeven`; CrossTrade’s trailing order types). TickRelay places fixed take-profits and stop-losses only, so rather than silently send the entry without the stop you asked for, the alert is refused.',
      fr: 'Le message demande un stop suiveur ou un stop qui se déplace (`trailing_stop`, `trailAmount`, `trailPercent` de TradersPost ; `trail`, `trail_stop`, `breakeven` de PickMyTrade ; les types d’ordre suiveurs de CrossTrade). TickRelay ne place que des objectifs et des stops fixes : plutôt que d’envoyer l’entrée sans le stop demandé, l’alerte est refusée.',
    },
    action: {
      en: 'Replace the trailing stop with a fixed `stopLoss` in ticks, points, dollars or percent (see the [payload format](/docs/webhooks/payload-format)), or set the trailing option to 0. Nothing was executed.',
      fr: 'Remplacez le stop suiveur par un `stopLoss` fixe en ticks, points, dollars ou pourcentage (voir le [format du message](/docs/webhooks/payload-format)), ou mettez l’option suiveuse à 0. Rien n’a été exécuté.',
    },
  },
  ALERT_SIZING_UNSUPPORTED: {
    title: {
      en: 'Sizing by risk is not supported',
      fr: 'Le dimensionnement par le risque n’est pas pris en charge',
    },
    meaning: {
      en: 'The message sizes the order from the account’s balance or a risk amount (TradersPost’s `quantityType` other than `fixed_quantity`, PickMyTrade’s `risk_percentage`). TickRelay does not read your account balance to size orders, so it cannot tell how many contracts that means.',
      fr: 'Le message calcule la taille de l’ordre à partir du solde du compte ou d’un montant de risque (un `quantityType` de TradersPost autre que `fixed_quantity`, le `risk_percentage` de PickMyTrade). TickRelay ne lit pas le solde de votre compte pour dimensionner les ordres : il ne peut pas savoir combien de contrats cela représente.',
    },
    action: {
      en: 'Send a fixed number of contracts in `quantity` and set the risk option to 0 (or remove `quantityType`). Nothing was executed.',
      fr: 'Envoyez un nombre fixe de contrats dans `quantity` et mettez l’option de risque à 0 (ou retirez `quantityType`). Rien n’a été exécuté.',
    },
  },
  ALERT_FIELD_UNSUPPORTED: {
    title: { en: 'A field cannot be honoured', fr: 'Un champ ne peut pas être respecté' },
    meaning: {
      en: 'The message uses an option of another product that TickRelay has no equivalent for: a stop-limit order, CrossTrade’s `FLATTENEVERYTHING`, `CANCELALLORDERS`, a partial `CLOSEPOSITION`, brackets or `flatten_first`, PickMyTrade’s `update_tp`/`update_sl`, TradersPost’s `pnlAmount`. Dropping it would change what the alert does, so the alert is refused and the log names the field.',
      fr: 'Le message utilise une option d’un autre produit sans équivalent dans TickRelay : un ordre stop limite, `FLATTENEVERYTHING`, `CANCELALLORDERS`, un `CLOSEPOSITION` partiel, les brackets ou `flatten_first` de CrossTrade, `update_tp`/`update_sl` de PickMyTrade, `pnlAmount` de TradersPost. L’ignorer changerait ce que fait l’alerte : elle est donc refusée et le journal nomme le champ.',
    },
    action: {
      en: 'Remove the field or write the alert in TickRelay’s [payload format](/docs/webhooks/payload-format); the “Coming from …” pages list what maps to what. Nothing was executed.',
      fr: 'Retirez le champ ou écrivez l’alerte dans le [format du message](/docs/webhooks/payload-format) de TickRelay ; les pages « Vous venez de … » indiquent les correspondances. Rien n’a été exécuté.',
    },
  },
};
