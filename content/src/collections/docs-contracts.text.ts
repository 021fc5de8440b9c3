// The words of the generated "Supported contracts" page (docs-contracts.ts), in both languages.
import type {
  ContractGroup,
  ExpiryRule,
  LastTradeRule,
} from '@tickrelay/contracts/futures/contract-specs';
import type { SessionGroup } from '@tickrelay/contracts/futures/contract-specs';
import type { HolidayKind } from '@tickrelay/contracts/futures/trading-hours.data';

import type { ContentLocale } from '../content-types';

type Text = Record<ContentLocale, string>;

export const CONTRACTS_TEXT = {
  title: { en: 'Supported contracts', fr: 'Contrats pris en charge' },
  summary: {
    en: 'Every futures contract TickRelay executes: tick size and value, months, last trading day, roll and trading hours.',
    fr: 'Chaque contrat à terme que TickRelay exécute : pas et valeur du tick, échéances, dernier jour de négociation, roulement et horaires.',
  },
  lead: {
    en: 'This page is generated from the contract specifications TickRelay computes with (the paper account’s P&L, the brackets, the roll calendar), so it is always the table the code uses. Figures are the exchanges’ published ones; prices are in the unit TradingView quotes. A symbol of a root not listed here is refused with [ALERT_UNKNOWN_SYMBOL](/docs/errors/alert-unknown-symbol).',
    fr: 'Cette page est générée à partir des spécifications de contrats avec lesquelles TickRelay calcule (P&L du compte papier, sorties, calendrier de roulement) : c’est toujours la table qu’utilise le code. Les chiffres sont ceux publiés par les bourses ; les prix sont dans l’unité de cotation de TradingView. Le symbole d’une racine absente de cette page est refusé avec [ALERT_UNKNOWN_SYMBOL](/docs/errors/alert-unknown-symbol).',
  },
  head: {
    root: { en: 'Root', fr: 'Racine' },
    name: { en: 'Contract', fr: 'Contrat' },
    exchange: { en: 'Exchange', fr: 'Bourse' },
    tick: { en: 'Tick', fr: 'Tick' },
    tickValue: { en: 'Tick value', fr: 'Valeur du tick' },
    pointValue: { en: 'Value of 1.0', fr: 'Valeur de 1,0' },
    price: { en: 'Price in', fr: 'Prix en' },
    months: { en: 'Months (continuous)', fr: 'Échéances (continu)' },
    lastTrade: { en: 'Last trading day', fr: 'Dernier jour de négociation' },
    roll: { en: 'ROOT1! moves on', fr: 'ROOT1! passe au suivant' },
    date: { en: 'Date', fr: 'Date' },
    holiday: { en: 'Holiday', fr: 'Jour férié' },
    effect: { en: 'Effect', fr: 'Effet' },
  },
  groups: {
    equity: { en: 'Equity index', fr: 'Indices boursiers' },
    energy: { en: 'Energy', fr: 'Énergie' },
    metals: { en: 'Metals', fr: 'Métaux' },
    rates: { en: 'U.S. Treasuries', fr: 'Taux américains' },
    fx: { en: 'Currencies', fr: 'Devises' },
    agriculture: { en: 'Agriculture', fr: 'Agriculture' },
    crypto: { en: 'Crypto', fr: 'Cryptomonnaies' },
    volatility: { en: 'Volatility', fr: 'Volatilité' },
  } satisfies Record<ContractGroup, Text>,
  money: {
    en: 'Money is exact: a price becomes a whole number of ticks and P&L is ticks × tick value. Where a tick is not a whole number of cents (ZT and ZF $7.8125, ZN and TN $15.625, M6B $0.625) the amount is computed in millionths of a dollar and rounded once to the nearest cent, as the exchange does: one ZN tick is $15.63, two are $31.25.',
    fr: 'Les montants sont exacts : un prix devient un nombre entier de ticks et le P&L vaut ticks × valeur du tick. Quand un tick ne vaut pas un nombre entier de cents (ZT et ZF 7,8125 $, ZN et TN 15,625 $, M6B 0,625 $), le montant est calculé en millionièmes de dollar et arrondi une seule fois au cent, comme le fait la bourse : un tick de ZN vaut 15,63 $, deux valent 31,25 $.',
  },
  rollsTitle: {
    en: 'Last trading days and rolls',
    fr: 'Derniers jours de négociation et roulements',
  },
  rollsLead: {
    en: 'Months in brackets are listed but skipped by the continuous symbols (`GC1!` steps through G J M Q V Z). A dated symbol in an unlisted month is refused. A roll takes effect when that day’s session opens; business days are the exchange’s.',
    fr: 'Les échéances entre crochets sont cotées mais sautées par les symboles continus (`GC1!` passe par G J M Q V Z). Un symbole daté d’une échéance non cotée est refusé. Un roulement prend effet à l’ouverture de la séance du jour ; les jours ouvrés sont ceux de la bourse.',
  },
  hoursTitle: { en: 'Trading hours and holidays', fr: 'Horaires et jours fériés' },
  hoursLead: {
    en: 'Times are Chicago time (CT). A trading day opens the evening before. On a holiday that is a halt, CME Globex trades until 12:00 CT and what trades counts for the next business day; grains, livestock and VX do not trade. Early closes are at 12:00 CT: some CME groups close up to 13:45 CT, TickRelay never counts on more than the earliest.',
    fr: 'Heures de Chicago (CT). Une journée de négociation ouvre la veille au soir. Un jour férié « pause », CME Globex négocie jusqu’à 12 h CT et ce qui s’y traite compte pour le jour ouvré suivant ; céréales, bétail et VX ne sont pas négociés. Les clôtures anticipées sont à 12 h CT : certains groupes du CME ferment jusqu’à 13 h 45 CT, TickRelay ne compte jamais sur plus que la plus précoce.',
  },
  sessions: {
    globex: { en: 'Sunday–Friday 17:00–16:00 CT', fr: 'Dimanche–vendredi 17 h–16 h CT' },
    grains: { en: '19:00–07:45 and 08:30–13:20 CT', fr: '19 h–7 h 45 et 8 h 30–13 h 20 CT' },
    livestock: { en: '08:30–13:05 CT', fr: '8 h 30–13 h 05 CT' },
    cfe: { en: 'Sunday–Friday 17:00–16:00 CT (Cboe)', fr: 'Dimanche–vendredi 17 h–16 h CT (Cboe)' },
  } satisfies Record<SessionGroup, Text>,
  holidayKinds: {
    closed: { en: 'Closed all day', fr: 'Fermé toute la journée' },
    halt: {
      en: 'CME Globex halts at 12:00 CT; grains, livestock and VX closed',
      fr: 'CME Globex s’arrête à 12 h CT ; céréales, bétail et VX fermés',
    },
    'early-close': { en: 'Closes at 12:00 CT', fr: 'Ferme à 12 h CT' },
  } satisfies Record<HolidayKind, Text>,
};

const WEEKDAYS: Record<ContentLocale, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};
const ordinal = (n: number, locale: ContentLocale): string =>
  locale === 'fr'
    ? n === -1
      ? 'dernier'
      : n === 1
        ? 'premier'
        : `${n}e`
    : n === -1
      ? 'last'
      : ([
          'first',
          'second',
          'third',
          'fourth',
          'fifth',
          'sixth',
          'seventh',
          'eighth',
          'ninth',
          'tenth',
        ][n - 1] ?? `${n}th`);

function lastTradeText(rule: LastTradeRule, l: ContentLocale): string {
  const en = l === 'en';
  switch (rule.kind) {
    case 'nth-weekday':
      return en
        ? `The ${ordinal(rule.n, l)} ${WEEKDAYS.en[rule.weekday]} of the month${rule.holidayMovesWeekBefore ? ' (a week earlier when a holiday)' : ''}`
        : `Le ${ordinal(rule.n, l)} ${WEEKDAYS.fr[rule.weekday]} du mois${rule.holidayMovesWeekBefore ? ' (une semaine plus tôt si férié)' : ''}`;
    case 'before-nth-weekday':
      return en
        ? `${rule.businessDays} business day(s) before the ${ordinal(rule.n, l)} ${WEEKDAYS.en[rule.weekday]}`
        : `${rule.businessDays} jour(s) ouvré(s) avant le ${ordinal(rule.n, l)} ${WEEKDAYS.fr[rule.weekday]}`;
    case 'nth-last-business-day': {
      const month =
        rule.monthOffset === -1
          ? en
            ? 'of the month before'
            : 'du mois précédent'
          : en
            ? 'of the month'
            : 'du mois';
      if (rule.n === 1)
        return en ? `The last business day ${month}` : `Le dernier jour ouvré ${month}`;
      return en
        ? `${rule.n - 1} business days before the last business day ${month}`
        : `${rule.n - 1} jours ouvrés avant le dernier jour ouvré ${month}`;
    }
    case 'before-day':
      return en
        ? `The business day before the ${rule.day}th`
        : `Le jour ouvré avant le ${rule.day}`;
    case 'nth-business-day':
      return en
        ? `The ${ordinal(rule.n, l)} business day of the month`
        : `Le ${ordinal(rule.n, l)} jour ouvré du mois`;
    case 'vix':
      return en
        ? 'The Wednesday 30 days before the next month’s third Friday'
        : 'Le mercredi 30 jours avant le troisième vendredi du mois suivant';
  }
}

/** [last trading day, roll] of an expiry rule, in words. */
export function expiryText(rule: ExpiryRule, l: ContentLocale): [string, string] {
  const en = l === 'en';
  const beforeFirstNotice = (n: number) =>
    en
      ? `${n} business days before the first notice day (the last business day of the month before)`
      : `${n} jours ouvrés avant le premier jour de notification (dernier jour ouvré du mois précédent)`;
  const beforeLast = (n: number) =>
    en
      ? `${n} business days before the last trading day`
      : `${n} jours ouvrés avant le dernier jour de négociation`;
  switch (rule.kind) {
    case 'third-friday':
      return [
        en ? 'The third Friday of the month' : 'Le troisième vendredi du mois',
        en
          ? `${rule.rollCalendarDaysBefore} days before it (CME’s roll date)`
          : `${rule.rollCalendarDaysBefore} jours avant (date de roulement du CME)`,
      ];
    case 'wti':
      return [
        (en
          ? '3 business days before the 25th of the month before'
          : '3 jours ouvrés avant le 25 du mois précédent') +
          (rule.lastTradeBusinessDaysBeforeCl > 0
            ? en
              ? `, ${rule.lastTradeBusinessDaysBeforeCl} earlier than CL`
              : `, ${rule.lastTradeBusinessDaysBeforeCl} plus tôt que CL`
            : ''),
        en
          ? `${rule.rollBusinessDaysBeforeClLastTrade} business days before CL’s last trading day`
          : `${rule.rollBusinessDaysBeforeClLastTrade} jours ouvrés avant le dernier jour de CL`,
      ];
    case 'third-last-business-day':
      return [
        en ? 'The third-last business day of the month' : 'L’antépénultième jour ouvré du mois',
        beforeFirstNotice(rule.rollBusinessDaysBeforeFirstNotice),
      ];
    case 'schedule':
      return [
        lastTradeText(rule.lastTrade, l),
        rule.roll.kind === 'before-first-notice'
          ? beforeFirstNotice(rule.roll.businessDays)
          : beforeLast(rule.roll.businessDays),
      ];
  }
}
