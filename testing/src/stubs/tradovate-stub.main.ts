// The Tradovate stub as a process of its own, for the e2e harness:
//
//   npx tsx testing/src/stubs/tradovate-stub.main.ts [--port N] [--host H]
//
// Port: --port, else TRADOVATE_STUB_PORT, else any free port. TRADOVATE_STUB_USERS may seed users
// as JSON: [{"name":"…","password":"…","cid":1,"sec":"…","accounts":["DEMO1"]}]. It prints one
// JSON line on stdout when listening — {"url":"http://127.0.0.1:N/v1","baseUrl":"…","users":[…]}
// — (url is what TRADOVATE_DEMO_URL / TRADOVATE_LIVE_URL take), is driven through its /__stub/…
// controls (tradovate.stub.ts), and stops on SIGTERM or SIGINT.
import { startTradovateStub } from './tradovate.stub';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const portText = argument('port') ?? process.env.TRADOVATE_STUB_PORT ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port / TRADOVATE_STUB_PORT must be a port number, got ${portText}`);
  }
  const stub = await startTradovateStub({ port, host: argument('host') ?? '127.0.0.1' });
  const seeded = JSON.parse(process.env.TRADOVATE_STUB_USERS ?? '[]') as Parameters<
    typeof stub.addUser
  >[0][];
  const users = seeded.map((input) => {
    const { user, accounts } = stub.addUser(input);
    return { name: user.name, accounts: accounts.map(({ id, name }) => ({ id, name })) };
  });
  process.stdout.write(`${JSON.stringify({ url: stub.url, baseUrl: stub.baseUrl, users })}\n`);
  const stop = () => {
    void stub.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`tradovate stub: ${(error as Error).message}\n`);
  process.exit(1);
});
