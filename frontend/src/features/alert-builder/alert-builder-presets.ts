import { PLACEHOLDERS } from '@tickrelay/contracts/alert-payload/alert-payload.schema';

import { type AlertForm } from './alert-builder';

export const PRESET_IDS = [
  'strategy',
  'simpleLong',
  'simpleShort',
  'limitAtClose',
  'flatten',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

const base: AlertForm = {
  symbol: PLACEHOLDERS.ticker,
  action: 'buy',
  quantity: '1',
  orderType: 'market',
  price: '',
  takeProfitMode: 'off',
  takeProfit: '',
  stopLossMode: 'off',
  stopLoss: '',
  timeInForce: 'day',
  account: '',
  comment: '',
  includeBarInfo: true,
};

export const PRESETS: Record<PresetId, AlertForm> = {
  /** One alert for a whole Pine strategy: TradingView fills in the side and size of each order. */
  strategy: {
    ...base,
    action: 'strategy',
    quantity: PLACEHOLDERS.strategyOrderContracts,
  },
  simpleLong: {
    ...base,
    symbol: 'MNQ1!',
    takeProfitMode: 'ticks',
    takeProfit: '40',
    stopLossMode: 'ticks',
    stopLoss: '20',
  },
  simpleShort: {
    ...base,
    symbol: 'MNQ1!',
    action: 'sell',
    takeProfitMode: 'ticks',
    takeProfit: '40',
    stopLossMode: 'ticks',
    stopLoss: '20',
  },
  limitAtClose: {
    ...base,
    orderType: 'limit',
    price: PLACEHOLDERS.close,
    timeInForce: 'gtc',
    stopLossMode: 'ticks',
    stopLoss: '16',
  },
  /** Closes the open position on the alert's symbol (working orders included). */
  flatten: {
    ...base,
    action: 'close',
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
