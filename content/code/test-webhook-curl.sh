# Send a test order to your webhook; it runs on your paper account.
# Each request is answered 202 with the delivery's id; the log of your Webhook page
# shows what became of it.
WEBHOOK_URL='https://<your-tickrelay-address>/api/hooks/<your-webhook-token>'

curl -sS -X POST "$WEBHOOK_URL" \
  -H 'Content-Type: application/json' \
  -d '{"ticker":"MES1!","action":"buy","quantity":1,"orderType":"market","price":6012.5,"stopLoss":{"ticks":40}}'

# Exit: flatten it again (this also cancels the working stop).
curl -sS -X POST "$WEBHOOK_URL" \
  -H 'Content-Type: application/json' \
  -d '{"ticker":"MES1!","action":"exit"}'
