import { deleteAccount, endSession, listSessions } from './account.endpoints';
import * as auth from './auth.endpoints';
import * as billing from './billing.endpoints';
import * as contact from './contact.endpoints';
import {
  type BodyOf,
  type Endpoint,
  endpointPath,
  type PathParams,
  type QueryOf,
  type ResponseOf,
  routeOf,
} from './endpoint';
import * as health from './health.endpoints';
import * as paymentsSandbox from './payments-sandbox.endpoints';
import * as recaptcha from './recaptcha.endpoints';
import * as telemetry from './telemetry.endpoints';

// Compile-time checks: a wrong type here fails `npm run typecheck`.
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typeChecks: [
  Is<BodyOf<typeof auth.signIn>, auth.SignInRequest>,
  Is<ResponseOf<typeof auth.signIn>, auth.SignInAnswer>,
  Is<BodyOf<typeof auth.getSession>, undefined>,
  Is<ResponseOf<typeof auth.signOut>, undefined>,
  Is<QueryOf<typeof telemetry.getTelemetryStats>, telemetry.TelemetryStatsQuery>,
  Is<PathParams<typeof endSession.path>, { id: string }>,
  Is<PathParams<'/api/a/:first/b/:second'>, { first: string; second: string }>,
  Is<PathParams<typeof listSessions.path>, Record<never, string>>,
] = [true, true, true, true, true, true, true, true];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const all = [
  auth,
  contact,
  health,
  billing,
  paymentsSandbox,
  recaptcha,
  telemetry,
  { deleteAccount, endSession, listSessions },
]
  .flatMap((module): unknown[] => Object.values(module))
  .filter(isEndpoint);

describe('endpoints', () => {
  it('carry types only at compile time', () => {
    expect(typeChecks.every(Boolean)).toBe(true);
    for (const item of all) expect(Object.keys(item).sort()).toEqual(['method', 'path', 'status']);
  });

  it('each have one method and path, under /api', () => {
    const routes = all.map((item) => `${item.method} ${item.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const item of all) expect(item.path).toMatch(/^\/api\/[a-z/:-]+(\.js)?$/);
    for (const item of all) expect(item.status).toBeGreaterThanOrEqual(200);
    for (const item of all) expect(item.status).toBeLessThan(300);
  });

  it('fill and encode path parameters', () => {
    expect(endpointPath(endSession, { id: 'a/b c' })).toBe('/api/account/sessions/a%2Fb%20c');
    expect(endpointPath(deleteAccount, {})).toBe('/api/account');
    expect(() => endpointPath(endSession, {} as { id: string })).toThrow(
      /missing path parameter id/,
    );
  });

  it('give the Nest route without the global prefix', () => {
    expect(routeOf(auth.signIn)).toBe('auth/signin');
    expect(routeOf(endSession)).toBe('account/sessions/:id');
    expect(routeOf(deleteAccount)).toBe('account');
  });
});
