// Container health probe without curl: exits 0 when the URL answers 2xx within the timeout.
// Usage: node healthcheck.cjs [url]; default is the api's readiness endpoint on $PORT.
'use strict';

const url = process.argv[2] || `http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`;

fetch(url, { signal: AbortSignal.timeout(3000) })
  .then((response) => {
    if (!response.ok) console.error(`healthcheck: ${url} answered ${response.status}`);
    process.exit(response.ok ? 0 : 1);
  })
  .catch((error) => {
    console.error(`healthcheck: ${url} failed: ${error.message}`);
    process.exit(1);
  });
