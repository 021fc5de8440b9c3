// Identical to public/downloads/tickrelay-strategy-template.pine (a unit test keeps them in sync).
export const pineStrategyTemplate = `//@version=6
// TickRelay strategy template v1.2.0 — EMA crossover with a bracket at the broker.
//
// How to use it:
//   1. Add the strategy to the chart of the contract you trade and set "Broker symbol"
//      to the contract as your broker names it (for example MESZ6).
//   2. Create ONE alert: Condition = this strategy, "Order fills only".
//      Message = {{strategy.order.alert_message}}
//      Notifications = Webhook URL, with your personal TickRelay URL.
//   3. Run it on a demo account first. Every order sends its own TickRelay JSON:
//      "buy" / "sell" for entries, "reverse" for flips, "close" for exits.
//
// Trading futures involves substantial risk of loss. This template is an example,
// not a recommendation: backtest results are hypothetical.
strategy("TickRelay EMA template", overlay = true, initial_capital = 10000,
     default_qty_type = strategy.fixed, default_qty_value = 1, pyramiding = 0,
     calc_on_every_tick = false, process_orders_on_close = true)

// ─── Inputs ────────────────────────────────────────────────────────────────
brokerSymbol = input.string("MESZ6", "Broker symbol", tooltip = "The contract as your broker names it")
contracts    = input.int(1, "Contracts", minval = 1)
fastLength   = input.int(9, "Fast EMA", minval = 1)
slowLength   = input.int(21, "Slow EMA", minval = 2)
stopTicks    = input.int(40, "Stop loss (ticks)", minval = 1)
targetTicks  = input.int(80, "Take profit (ticks)", minval = 1)

// ─── Signals ───────────────────────────────────────────────────────────────
fast = ta.ema(close, fastLength)
slow = ta.ema(close, slowLength)
plot(fast, "Fast EMA", color.new(color.teal, 0))
plot(slow, "Slow EMA", color.new(color.orange, 0))

longSignal  = ta.crossover(fast, slow)
shortSignal = ta.crossunder(fast, slow)

// ─── TickRelay payloads ────────────────────────────────────────────────────
// format.mintick keeps prices on the contract's tick grid, as the broker requires.
entryPayload(string action, float stopPrice, float targetPrice) =>
    '{"symbol":"' + brokerSymbol + '","action":"' + action + '","quantity":' + str.tostring(contracts)
     + ',"orderType":"market","stopLoss":' + str.tostring(stopPrice, format.mintick)
     + ',"takeProfit":' + str.tostring(targetPrice, format.mintick)
     + ',"comment":"EMA ' + action + '"}'

closePayload(string reason) =>
    '{"symbol":"' + brokerSymbol + '","action":"close","comment":"' + reason + '"}'

// ─── Orders ────────────────────────────────────────────────────────────────
var float stopPrice   = na
var float targetPrice = na

if longSignal and strategy.position_size <= 0
    stopPrice   := close - stopTicks * syminfo.mintick
    targetPrice := close + targetTicks * syminfo.mintick
    // A flip from short is sent as one explicit "reverse", not as a doubled "buy".
    strategy.entry("Long", strategy.long, qty = contracts,
         alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", stopPrice, targetPrice))

if shortSignal and strategy.position_size >= 0
    stopPrice   := close + stopTicks * syminfo.mintick
    targetPrice := close - targetTicks * syminfo.mintick
    strategy.entry("Short", strategy.short, qty = contracts,
         alert_message = entryPayload(strategy.position_size > 0 ? "reverse" : "sell", stopPrice, targetPrice))

// The broker already holds the bracket; these exits keep the backtest honest and flatten
// the position if TradingView's exit fills before the broker's.
strategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,
     alert_message = closePayload("Long exit"))
strategy.exit("Short exit", from_entry = "Short", stop = stopPrice, limit = targetPrice,
     alert_message = closePayload("Short exit"))
`;
