// The metric names the backend exports, and the metric names a PromQL expression reads, so the
// monitoring kit (k8s/monitoring) can be checked against the code.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { repoPath } from './repo.paths';

/** prom-client as the backend resolves it (a dependency of the backend, not of these scripts). */
interface PromClient {
  Registry: new () => { getMetricsAsJSON(): Promise<{ name: string; type: unknown }[]> };
  collectDefaultMetrics: (config: { register: unknown }) => void;
}
const backendRequire = createRequire(repoPath('backend/package.json'));

/**
 * Metrics the rules and the dashboard may name that no TickRelay code exports: Prometheus's own
 * `up`, and redis_exporter's standard names (k8s/monitoring/RUNBOOK.md says to run it).
 */
export const EXTERNAL_METRICS = [
  'up',
  'redis_up',
  'redis_memory_used_bytes',
  'redis_memory_max_bytes',
] as const;

type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary';

/** The series names one metric shows up as in Prometheus. */
function seriesOf(name: string, type: MetricType): string[] {
  if (type === 'histogram') return [`${name}_bucket`, `${name}_sum`, `${name}_count`];
  if (type === 'summary') return [name, `${name}_sum`, `${name}_count`];
  return [name];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const CONSTRUCTOR = /new (Counter|Gauge|Histogram|Summary)(?:<[^>]*>)?\(\{\s*name:\s*'([^']+)'/g;

/** `name: '…'` of every prom-client constructor in a source text, with its type. */
export function declaredMetrics(source: string): { name: string; type: MetricType }[] {
  return [...source.matchAll(CONSTRUCTOR)].map((match) => ({
    type: match[1]!.toLowerCase() as MetricType,
    name: match[2]!,
  }));
}

/** Every series name the api and the worker export: their own metrics and prom-client's defaults. */
export async function exportedSeries(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of sourceFiles(repoPath('backend/src'))) {
    for (const { name, type } of declaredMetrics(readFileSync(file, 'utf8'))) {
      for (const series of seriesOf(name, type)) names.add(series);
    }
  }
  const { collectDefaultMetrics, Registry } = backendRequire('prom-client') as PromClient;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of await registry.getMetricsAsJSON()) {
    for (const series of seriesOf(metric.name, String(metric.type) as MetricType)) {
      names.add(series);
    }
  }
  return names;
}

const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads (functions, labels, keywords and numbers left out). */
export function metricNamesIn(expression: string): string[] {
  const stripped = expression
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\w+/g, ' ');
  const names = [...stripped.matchAll(/(?<![\w.:])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:])(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !KEYWORDS.has(name.toLowerCase()));
  return [...new Set(names)];
}
