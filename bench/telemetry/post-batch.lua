-- wrk script: POST the same 10-event batch (about 5.5 KB) with fresh event ids on every request,
-- so each request enqueues a new job (a repeated id would be deduplicated by BullMQ and cost less).
-- The template comes from BATCH_TEMPLATE (a file whose event ids are the placeholder %%ID%%).
-- At the end it prints one JSON line that bench/telemetry/run.ts parses.

local template
local counter = 0
local thread_seed = 0

function setup(thread)
  thread_seed = thread_seed + 1
  thread:set("seed", thread_seed)
end

function init(args)
  local path = os.getenv("BATCH_TEMPLATE")
  local file = assert(io.open(path, "rb"))
  template = file:read("*a")
  file:close()
  math.randomseed(os.time() * 1000 + (seed or 0))
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

local function uuid()
  return string.format("%08x-%04x-4%03x-%04x-%04x%08x",
    math.random(0, 0xffffffff), math.random(0, 0xffff), math.random(0, 0xfff),
    math.random(0x8000, 0xbfff), math.random(0, 0xffff), math.random(0, 0xffffffff))
end

function request()
  counter = counter + 1
  local body = template:gsub("%%%%ID%%%%", uuid)
  return wrk.format(nil, nil, nil, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"non2xx":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, errors.status, errors.connect, errors.read, errors.write,
    errors.timeout, latency:percentile(50), latency:percentile(99), latency.max))
end
