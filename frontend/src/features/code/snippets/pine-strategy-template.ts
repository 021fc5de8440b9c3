// Identical to public/downloads/tickrelay-strategy-template.pine (a unit test keeps them in sync).
export const pineStrategyTemplate = `//@version=6
// TickRelay strategy template v2.0.0 — EMA crossover with a bracket placed with each entry.
//
// How to use it:
//   1. Add the strategy to the chart of the contract you trade. It sends the chart's
//      ticker: chart the continuous contract (for example MES1!) to trade the front month.
//   2. Create ONE alert: Condition = this strategy, "Order fills only".
//      Message = {{strategy.order.alert_message}}
//      Notifications = Webhook URL, with your personal TickRelay URL.
//   3. Run it on the paper account first. Every order sends its own TickRelay JSON:
//      "buy" / "sell" for entries, "reverse" for flips, "exit" for exits. Each message
//      carries an id (the order and its bar), so a repeat is logged as a duplicate,
//      and entries carry the time they fired, so one that arrives over a minute late
//      is logged as stale instead of being executed.
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
// The bracket is sent in ticks from the fill, so it is placed around the real entry
// price rather than the close of the signal bar; price is the fill reference.
isoTime(int t) =>
    str.format_time(t, "yyyy-MM-dd'T'HH:mm:ss'Z'", "UTC")

orderId(string name) =>
    name + " " + isoTime(time)

entryPayload(string action, string name) =>
    '{"ticker":"' + syminfo.ticker + '","action":"' + action + '","quantity":' + str.tostring(contracts)
     + ',"orderType":"market","price":' + str.tostring(close, format.mintick)
     + ',"takeProfit":{"ticks":' + str.tostring(targetTicks)
     + '},"stopLoss":{"ticks":' + str.tostring(stopTicks) + '},"id":"' + orderId(name)
     + '","time":"' + isoTime(timenow) + '","max_lag":60,"comment":"EMA ' + action + '"}'

// No time on exits: a late exit still flattens.
exitPayload(string name) =>
    '{"ticker":"' + syminfo.ticker + '","action":"exit","price":' + str.tostring(close, format.mintick)
     + ',"id":"' + orderId(name) + '","comment":"' + name + '"}'

// ─── Orders ────────────────────────────────────────────────────────────────
var float stopPrice   = na
var float targetPrice = na

if longSignal and strategy.position_size <= 0
    stopPrice   := close - stopTicks * syminfo.mintick
    targetPrice := close + targetTicks * syminfo.mintick
    // A flip from short is sent as one explicit "reverse", not as a doubled "buy".
    strategy.entry("Long", strategy.long, qty = contracts,
         alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", "Long"))

if shortSignal and strategy.position_size >= 0
    stopPrice   := close + stopTicks * syminfo.mintick
    targetPrice := close - targetTicks * syminfo.mintick
    strategy.entry("Short", strategy.short, qty = contracts,
         alert_message = entryPayload(strategy.position_size > 0 ? "reverse" : "sell", "Short"))

// TickRelay already holds the bracket; these exits keep the backtest honest and flatten
// the position if TradingView's exit fills before TickRelay's.
strategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,
     alert_message = exitPayload("Long exit"))
strategy.exit("Short exit", from_entry = "Short", stop = stopPrice, limit = targetPrice,
     alert_message = exitPayload("Short exit"))
`;
