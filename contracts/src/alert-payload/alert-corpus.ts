// Alert messages as members bring them, with the verdict each must get: the leaders' documented
// examples (TradersPost, PickMyTrade, CrossTrade), Pine alert_message strings, TradingView's
// default strategy sentence and hostile near-misses. The reader's unit test, the builder/receiver
// agreement test and the receiver's corpus test (real HTTP, the worker, a fresh paper account
// per message) all run this one list. Prices are given where the paper account needs one.
import { OWN } from './alert-corpus-json';
import type { CorpusMessage } from './alert-corpus-kit';
import { PICKMYTRADE } from './alert-corpus-pickmytrade';
import { CROSSTRADE, SENTENCES } from './alert-corpus-text';
import { TRADERSPOST } from './alert-corpus-traderspost';

export const ALERT_CORPUS: readonly CorpusMessage[] = [
  ...OWN,
  ...TRADERSPOST,
  ...PICKMYTRADE,
  ...CROSSTRADE,
  ...SENTENCES,
];
