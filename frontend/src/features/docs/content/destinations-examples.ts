// Code of the Destinations page, the same in both languages, built from the contracts' headers
// and limits so the examples never drift from what TickRelay sends.
import {
  DESTINATION_LIMITS,
  RELAY_HEADERS,
  type RelayAlertPayload,
  type RelayFailureNoticePayload,
} from '@tickrelay/contracts/destinations/destinations';

const tolerance = DESTINATION_LIMITS.signatureToleranceSeconds;

export const RELAY_REQUEST_EXAMPLE = `POST /tickrelay HTTP/1.1
Content-Type: application/json
${RELAY_HEADERS.timestamp}: 1796400000
${RELAY_HEADERS.signature}: v1=5f0c6e…(64 hex digits)
${RELAY_HEADERS.delivery}: 0193a4c2-7f1e-7c3a-9d2b-2f0d8e6b1a40
${RELAY_HEADERS.event}: alert`;

const samplePayload: RelayAlertPayload = {
  event: 'alert',
  deliveryId: '0193a4c2-7f1e-7c3a-9d2b-2f0d8e6b1a40',
  receivedAt: '2026-12-04T14:30:02.120Z',
  test: false,
  alert: {
    ticker: 'MES1!',
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: '6012.50',
    sentiment: 'long',
    id: 'Long 1796400000',
    time: '2026-12-04T14:30:00Z',
  },
  status: 'executed',
  code: null,
  contract: 'MESZ2026',
};

export const RELAY_PAYLOAD_EXAMPLE = JSON.stringify(samplePayload, null, 2);

export const NODE_VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const secret = process.env.TICKRELAY_SIGNING_SECRET; // whsec_…
const app = express();

// The raw body: the signature covers the bytes as sent, not re-serialised JSON.
app.post('/tickrelay', express.raw({ type: 'application/json' }), (req, res) => {
  const timestamp = req.get('${RELAY_HEADERS.timestamp}') ?? '';
  const signature = req.get('${RELAY_HEADERS.signature}') ?? '';
  const expected =
    'v1=' + createHmac('sha256', secret).update(\`\${timestamp}.\${req.body}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= ${tolerance};
  const valid =
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!fresh || !valid) return res.sendStatus(401);

  res.sendStatus(204); // answer at once, work afterwards
  const relay = JSON.parse(req.body.toString('utf8'));
  // relay.deliveryId is the same on every retry: use it to drop repeats.
});

app.listen(3000);`;

export const PYTHON_VERIFY_EXAMPLE = `import hashlib
import hmac
import os
import time

from flask import Flask, abort, request

SECRET = os.environ["TICKRELAY_SIGNING_SECRET"].encode()  # whsec_…
app = Flask(__name__)


@app.post("/tickrelay")
def tickrelay():
    timestamp = request.headers.get("${RELAY_HEADERS.timestamp}", "")
    signature = request.headers.get("${RELAY_HEADERS.signature}", "")
    body = request.get_data()  # the raw bytes, before any JSON parsing
    expected = "v1=" + hmac.new(
        SECRET, timestamp.encode() + b"." + body, hashlib.sha256
    ).hexdigest()
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > ${tolerance}:
        abort(401)
    if not hmac.compare_digest(signature, expected):
        abort(401)
    relay = request.get_json()
    # relay["deliveryId"] is the same on every retry: use it to drop repeats.
    return "", 204`;

/** "2, 4, 8 and 16": the waits before each retry, in seconds. */
export const backoffSeconds = (): number[] =>
  Array.from(
    { length: DESTINATION_LIMITS.attempts - 1 },
    (_, retry) => (DESTINATION_LIMITS.backoffBaseMs * 2 ** retry) / 1000,
  );

const sampleNotice: RelayFailureNoticePayload = {
  event: 'failure_notice',
  from: '2026-12-04T14:15:00.000Z',
  to: '2026-12-04T14:30:00.000Z',
  failures: [
    {
      at: '2026-12-04T14:21:07.512Z',
      kind: 'execution',
      deliveryId: '0193a4c2-7f1e-7c3a-9d2b-2f0d8e6b1a40',
      destinationLabel: null,
      code: 'BROKER_AUTH_FAILED',
    },
    {
      at: '2026-12-04T14:22:40.031Z',
      kind: 'destination',
      deliveryId: '0193a4c5-1b2e-7d11-8a3c-6e4f0b9d2c17',
      destinationLabel: 'My server',
      code: 'DESTINATION_TIMEOUT',
    },
  ],
};

export const FAILURE_NOTICE_EXAMPLE = JSON.stringify(sampleNotice, null, 2);
