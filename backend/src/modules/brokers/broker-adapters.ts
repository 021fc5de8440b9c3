import type { Provider } from '@nestjs/common';
import type { BrokerName } from '@tickrelay/contracts/brokers/broker-connection';

import type { BrokerAdapter } from './broker-adapter';
import { PaperAdapter } from './paper/paper.adapter';
import { TradovateAdapter } from './tradovate/tradovate.adapter';

/** Every broker's adapter, keyed by its name in contracts' BROKER_NAMES: one line per broker. */
export type BrokerAdapters = Readonly<Record<BrokerName, BrokerAdapter>>;

export const BROKER_ADAPTERS = Symbol('BROKER_ADAPTERS');

/**
 * The table, as a Nest provider (api and worker). A broker in BROKER_NAMES without its line here
 * does not compile (Record<BrokerName, …>); brokers/README.md, "Add a broker".
 */
export const brokerAdaptersProvider: Provider = {
  provide: BROKER_ADAPTERS,
  inject: [PaperAdapter, TradovateAdapter],
  useFactory: (paper: PaperAdapter, tradovate: TradovateAdapter): BrokerAdapters => ({
    paper,
    tradovate,
  }),
};

/** The adapters' classes, for the modules' providers. */
export const BROKER_ADAPTER_CLASSES = [PaperAdapter, TradovateAdapter];
