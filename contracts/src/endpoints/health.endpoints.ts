// Probes of the api (Kubernetes, compose, the local harness). Never rate limited, never cached.
import { endpoint } from './endpoint';

export interface Liveness {
  status: 'ok';
}

/** The api's public probe never says why a dependency is down (it logs that); the worker's internal one may. */
export type DependencyCheck = { status: 'up' } | { status: 'down'; error?: string };

/** 200 when every dependency answers, 503 (same body) when one does not. */
export interface Readiness {
  status: 'ok' | 'error';
  /** By dependency name: postgres, redis. */
  checks: Record<string, DependencyCheck>;
}

/** The process answers. */
export const liveness = endpoint<{ response: Liveness }>()({
  method: 'GET',
  path: '/api/health/live',
  status: 200,
});

/** Postgres and Redis answer too. */
export const readiness = endpoint<{ response: Readiness }>()({
  method: 'GET',
  path: '/api/health/ready',
  status: 200,
});
