import { PLACEHOLDERS } from '@tickrelay/contracts/alert-payload/alert-payload.schema';

import { type AlertForm } from './alert-builder';

export const PRESET_IDS = [
  'strategy',
  'simpleLong',
  'simpleShort',
  'limitAtClose',
  'flatten',
  'cancelOrders',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** A market order on the chart's contract, filled at the bar's close, checked for staleness. */
const base: AlertForm = {
  ticker: PLACEHOLDERS.ticker,
  action: 'buy',
  quantity: '1',
  orderType: 'market',
  price: PLACEHOLDERS.close,
  takeProfitMode: 'off',
  takeProfit: '',
  stopLossMode: 'off',
  stopLoss: '',
  timeInForce: 'day',
  sentiment: '',
  id: '',
  time: 'timenow',
  maxLag: '',
  account: '',
  comment: '',
  includeInterval: false,
  includePositionSize: false,
};

export const PRESETS: Record<PresetId, AlertForm> = {
  /**
   * One alert for a whole Pine strategy: TradingView fills in the side, the size and the side the
   * position ends on. Writes exactly the contracts' SAMPLE_ALERT.
   */
  strategy: {
    ...base,
    action: 'strategy',
    quantity: PLACEHOLDERS.strategyOrderContracts,
    sentiment: PLACEHOLDERS.strategyMarketPosition,
    maxLag: '60',
  },
  simpleLong: {
    ...base,
    ticker: 'MNQ1!',
    takeProfitMode: 'ticks',
    takeProfit: '40',
    stopLossMode: 'ticks',
    stopLoss: '20',
  },
  simpleShort: {
    ...base,
    ticker: 'MNQ1!',
    action: 'sell',
    takeProfitMode: 'ticks',
    takeProfit: '40',
    stopLossMode: 'ticks',
    stopLoss: '20',
  },
  limitAtClose: {
    ...base,
    orderType: 'limit',
    stopLossMode: 'ticks',
    stopLoss: '16',
  },
  /** Closes the open position on the chart's contract (working orders included). */
  flatten: {
    ...base,
    action: 'exit',
  },
  /** Cancels the working orders on the chart's contract, leaving the position. */
  cancelOrders: {
    ...base,
    action: 'cancel',
    price: '',
  },
};

export const DEFAULT_PRESET: PresetId = 'simpleLong';

export function presetForm(id: PresetId): AlertForm {
  return { ...PRESETS[id] };
}

/** The preset the form still matches exactly, to highlight it. */
export function matchingPreset(form: AlertForm): PresetId | null {
  return (
    PRESET_IDS.find((id) =>
      (Object.keys(form) as (keyof AlertForm)[]).every((key) => PRESETS[id][key] === form[key]),
    ) ?? null
  );
}
