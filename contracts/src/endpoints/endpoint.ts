// One object per API endpoint: its method, path and success status as values, its request body,
// query and response as types. The SPA's endpoint hooks and the API's controllers both refer to it,
// so a change to either side that breaks the other fails the type check.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The types an endpoint carries; `body` and `query` are left out when it takes none. */
export interface EndpointTypes {
  body?: unknown;
  query?: unknown;
  response: unknown;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  T extends EndpointTypes = EndpointTypes,
> {
  readonly method: M;
  /** Full path, /api included; `:name` is a path parameter. */
  readonly path: P;
  /** Status of a successful answer. */
  readonly status: number;
  /** Carries the types only; never set at run time. */
  readonly types?: T;
}

type TypesOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T : never;

/** The JSON body the endpoint takes (`undefined` when it takes none). */
export type BodyOf<E> = TypesOf<E> extends { body: infer B } ? B : undefined;
/** The query string parameters the endpoint reads (`undefined` when it reads none). */
export type QueryOf<E> = TypesOf<E> extends { query: infer Q } ? Q : undefined;
/** The JSON of a successful answer (`undefined` for 204 No Content). */
export type ResponseOf<E> = TypesOf<E>['response'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for '/api/account/sessions/:id'; `{}` for a path without parameters. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

/**
 * Declares an endpoint: `endpoint<{ body: X; response: Y }>()({ method, path, status })`. The call
 * is curried so the types are given while method and path stay literal types.
 */
export function endpoint<T extends EndpointTypes>() {
  return <const M extends HttpMethod, const P extends string>(definition: {
    method: M;
    path: P;
    status: number;
  }): Endpoint<M, P, T> => definition;
}

/** The concrete path: parameters filled in and URI-encoded. */
export function endpointPath<P extends string>(
  target: Endpoint<HttpMethod, P>,
  params: PathParams<P>,
): string {
  const values = params as Record<string, string>;
  return target.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${target.path}`);
    return encodeURIComponent(value);
  });
}

/** The path as a Nest route (the API's global prefix `api` removed): 'auth/signin'. */
export function routeOf(target: Endpoint): string {
  return target.path.replace(/^\/api\//, '');
}
