-- wrk script of bench/webhook: POSTs a paper market order (MES1!, alternately buy and sell) to the
-- webhook paths in ALERT_PATHS (comma-separated, taken in turn), each request with its own alert id
-- (RUN_TAG-<thread>-<counter>) so that no two bodies are alike: with a worker running, none would
-- be logged as a duplicate. At the end it prints one JSON line that bench/webhook/lib.ts parses.

local paths = {}
local counter = 0
local thread_seed = 0
local tag

function setup(thread)
  thread_seed = thread_seed + 1
  thread:set("seed", thread_seed)
end

function init(args)
  for path in string.gmatch(os.getenv("ALERT_PATHS") or "", "[^,]+") do
    table.insert(paths, path)
  end
  assert(#paths > 0, "ALERT_PATHS is empty")
  tag = (os.getenv("RUN_TAG") or "bench") .. "-" .. tostring(seed or 0)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

function request()
  counter = counter + 1
  local path = paths[(counter % #paths) + 1]
  local action = (counter % 2 == 0) and "buy" or "sell"
  local body = string.format(
    '{"ticker":"MES1!","action":"%s","quantity":1,"orderType":"market","price":6012.5,' ..
    '"time":"%s","max_lag":300,"id":"%s-%d"}',
    action, os.date("!%Y-%m-%dT%H:%M:%SZ"), tag, counter)
  return wrk.format(nil, path, nil, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"non2xx":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, errors.status, errors.connect, errors.read, errors.write,
    errors.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.max))
end
