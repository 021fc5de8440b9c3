// Identical to public/downloads/tickrelay-strategy-template.pine (a unit test keeps them in sync).
export const pineStrategyTemplate = `//@version=6
// TickRelay strategy template v1.3.0 — EMA crossover with a bracket at the broker.
//
// How to use it:
//   1. Add the strategy to the chart of the contract you trade. It sends the chart's
//      symbol: chart the continuous contract (for example MES1!) to trade the front month.
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
contracts   = input.int(1, "Contracts", minval = 1, maxval = 1000)
fastLength  = input.int(9, "Fast EMA", minval = 1)
slowLength  = input.int(21, "Slow EMA", minval = 2)
stopTicks   = input.int(40, "Stop loss (ticks)", minval = 1, maxval = 10000)
targetTicks = input.int(80, "Take profit (ticks)", minval = 1, maxval = 10000)

// ─── Signals ───────────────────────────────────────────────────────────────
fast = ta.ema(close, fastLength)
slow = ta.ema(close, slowLength)
plot(fast, "Fast EMA", color.new(color.teal, 0))
plot(slow, "Slow EMA", color.new(color.orange, 0))

longSignal  = ta.crossover(fast, slow)
shortSignal = ta.crossunder(fast, slow)

// ─── TickRelay payloads ────────────────────────────────────────────────────
// The bracket is sent in ticks from the fill, so the broker places it around the real
// entry price rather than the close of the signal bar.
entryPayload(string action) =>
    '{"symbol":"' + syminfo.ticker + '","action":"' + action + '","quantity":' + str.tostring(contracts)
     + ',"orderType":"market","takeProfit":{"ticks":' + str.tostring(targetTicks)
     + '},"stopLoss":{"ticks":' + str.tostring(stopTicks) + '},"comment":"EMA ' + action + '"}'

closePayload(string reason) =>
    '{"symbol":"' + syminfo.ticker + '","action":"close","comment":"' + reason + '"}'

// ─── Orders ────────────────────────────────────────────────────────────────
var float stopPrice   = na
var float targetPrice = na

if longSignal and strategy.position_size <= 0
    stopPrice   := close - stopTicks * syminfo.mintick
    targetPrice := close + targetTicks * syminfo.mintick
    // A flip from short is sent as one explicit "reverse", not as a doubled "buy".
    strategy.entry("Long", strategy.long, qty = contracts,
         alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy"))

if shortSignal and strategy.position_size >= 0
    stopPrice   := close + stopTicks * syminfo.mintick
    targetPrice := close - targetTicks * syminfo.mintick
    strategy.entry("Short", strategy.short, qty = contracts,
         alert_message = entryPayload(strategy.position_size > 0 ? "reverse" : "sell"))

// The broker already holds the bracket; these exits keep the backtest honest and flatten
// the position if TradingView's exit fills before the broker's.
strategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,
     alert_message = closePayload("Long exit"))
strategy.exit("Short exit", from_entry = "Short", stop = stopPrice, limit = targetPrice,
     alert_message = closePayload("Short exit"))
`;
