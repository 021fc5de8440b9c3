// The ProjectX stub as a process of its own, for the e2e harness:
//
//   npx tsx testing/src/stubs/projectx-stub.main.ts [--port N] [--host H]
//
// Port: --port, else PROJECTX_STUB_PORT, else any free port. PROJECTX_STUB_USERS may seed users
// as JSON: [{"userName":"…","apiKey":"…","accounts":[{"name":"PRAC1"}]}]. It prints one JSON line
// on stdout when listening — {"url":"http://127.0.0.1:N/api","baseUrl":"…","users":[…]} — (url is
// what PROJECTX_DEMO_URL takes), is driven through its /__stub/… controls
// (projectx-stub.controls.ts), and stops on SIGTERM or SIGINT.
import { startProjectXStub } from './projectx.stub';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const portText = argument('port') ?? process.env.PROJECTX_STUB_PORT ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port / PROJECTX_STUB_PORT must be a port number, got ${portText}`);
  }
  const stub = await startProjectXStub({ port, host: argument('host') ?? '127.0.0.1' });
  const seeded = JSON.parse(process.env.PROJECTX_STUB_USERS ?? '[]') as Parameters<
    typeof stub.addUser
  >[0][];
  const users = seeded.map((input) => {
    const { user, accounts } = stub.addUser(input);
    return { userName: user.userName, accounts: accounts.map(({ id, name }) => ({ id, name })) };
  });
  process.stdout.write(`${JSON.stringify({ url: stub.url, baseUrl: stub.baseUrl, users })}\n`);
  const stop = () => {
    void stub.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`projectx stub: ${(error as Error).message}\n`);
  process.exit(1);
});
