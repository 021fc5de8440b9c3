// Every value the contracts give the broker and destinations views has its words in English and
// French, so no key ever shows raw on the page (the parity test only compares en with fr).
import {
  BROKER_AUDIT_ACTIONS,
  BROKER_AUDIT_TRIGGERS,
  BROKER_CONNECTION_ERRORS,
  BROKER_CONNECTION_STATUSES,
  BROKER_NAMES,
  EXECUTION_TARGETS,
  TRADOVATE_ENVIRONMENTS,
} from '@tickrelay/contracts/brokers/broker-connection';
import {
  DESTINATION_KINDS,
  RELAY_CODES,
  RELAY_STATUSES,
} from '@tickrelay/contracts/destinations/destinations';
import { LOCALES } from '@tickrelay/contracts/locales';
import { DELIVERY_CODES, DELIVERY_STATUSES } from '@tickrelay/contracts/webhooks/deliveries';

import enBroker from '@/locales/en/broker.json';
import enDeliveries from '@/locales/en/deliveries.json';
import enDestinations from '@/locales/en/destinations.json';
import frBroker from '@/locales/fr/broker.json';
import frDeliveries from '@/locales/fr/deliveries.json';
import frDestinations from '@/locales/fr/destinations.json';

const files = {
  en: { broker: enBroker, destinations: enDestinations, deliveries: enDeliveries },
  fr: { broker: frBroker, destinations: frDestinations, deliveries: frDeliveries },
};

function text(locale: (typeof LOCALES)[number], key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      files[locale],
    );
}

const expected: [string, readonly string[]][] = [
  ['broker.targets', EXECUTION_TARGETS],
  ['broker.environments', TRADOVATE_ENVIRONMENTS],
  ['broker.statuses', BROKER_CONNECTION_STATUSES],
  ['broker.errors', [...BROKER_CONNECTION_ERRORS, 'BROKER_NOT_CONNECTED']],
  ['broker.audit.actions', BROKER_AUDIT_ACTIONS],
  ['broker.audit.triggers', BROKER_AUDIT_TRIGGERS],
  ['destinations.kinds', DESTINATION_KINDS],
  ['destinations.relayStatuses', RELAY_STATUSES],
  ['destinations.relays.summary', RELAY_STATUSES],
  ['destinations.codes', RELAY_CODES],
  ['deliveries.statuses', DELIVERY_STATUSES],
  ['deliveries.codes', DELIVERY_CODES],
  ['deliveries.details.brokers', BROKER_NAMES],
];

describe('words for the contracts’ values', () => {
  it.each(expected)('%s has a text for each value in every language', (prefix, values) => {
    for (const locale of LOCALES) {
      for (const value of values) {
        const found = text(locale, `${prefix}.${value}`);
        expect({
          locale,
          key: `${prefix}.${value}`,
          ok: typeof found === 'string' && found !== '',
        }).toEqual({
          locale,
          key: `${prefix}.${value}`,
          ok: true,
        });
      }
    }
  });
});
