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

import enDestinations from '@/locales/en/destinations.json';
import enExecution from '@/locales/en/execution.json';
import enMembership from '@/locales/en/membership.json';
import frDestinations from '@/locales/fr/destinations.json';
import frExecution from '@/locales/fr/execution.json';
import frMembership from '@/locales/fr/membership.json';

const files = {
  en: { execution: enExecution, destinations: enDestinations, membership: enMembership },
  fr: { execution: frExecution, destinations: frDestinations, membership: frMembership },
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
  ['execution.targets', EXECUTION_TARGETS],
  ['execution.environments', TRADOVATE_ENVIRONMENTS],
  ['execution.statuses', BROKER_CONNECTION_STATUSES],
  ['execution.errors', [...BROKER_CONNECTION_ERRORS, 'BROKER_NOT_CONNECTED']],
  ['execution.audit.actions', BROKER_AUDIT_ACTIONS],
  ['execution.audit.triggers', BROKER_AUDIT_TRIGGERS],
  ['destinations.kinds', DESTINATION_KINDS],
  ['destinations.relayStatuses', RELAY_STATUSES],
  ['destinations.relays.summary', RELAY_STATUSES],
  ['destinations.codes', RELAY_CODES],
  ['membership.deliveries.statuses', DELIVERY_STATUSES],
  ['membership.deliveries.codes', DELIVERY_CODES],
  ['membership.deliveries.details.brokers', BROKER_NAMES],
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
