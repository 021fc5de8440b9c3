// Fails the whole run at once, with a clear message, when there is no stack to test.
export default async function globalSetup(): Promise<void> {
  const baseUrl = process.env.BASE_URL;
  if (!baseUrl) {
    throw new Error(
      'BASE_URL is not set: run the e2e suite with `npm run test:e2e` (it starts the stack)',
    );
  }
  const response = await fetch(`${baseUrl}/api/health/ready`, {
    signal: AbortSignal.timeout(5000),
  }).catch((error: Error) => error);
  if (response instanceof Error || !response.ok) {
    const reason = response instanceof Error ? response.message : `HTTP ${response.status}`;
    throw new Error(`The stack at ${baseUrl} is not ready (${reason})`);
  }
}
