// The SRE kit of k8s/monitoring: the PrometheusRule passes `promtool check rules` and its unit
// tests (tests/*.yaml: every alert fires on a synthetic series and stays quiet on a healthy one);
// every alert carries a severity, a summary, a description and a runbook section that exists; every
// metric a rule or the dashboard names is exported by the backend (or listed as external); the
// dashboard parses; k8s/overlays/monitored renders production plus the kit, scraping the api and
// worker Services' /metrics through a NetworkPolicy that lets Prometheus in and nothing else.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parse, stringify } from 'yaml';

import { kustomize } from './support/kubernetes.reader';
import { schemaErrors, type KubeObject } from './support/kubernetes.schemas';
import { isAllowed, type Endpoint } from './support/network-policy.evaluator';
import {
  declaredMetrics,
  EXTERNAL_METRICS,
  exportedSeries,
  metricNamesIn,
} from './support/prometheus-metrics';
import { readRepoFile, repoPath } from './support/repo.paths';
import { findTool, promtoolTool, runTool } from './support/tools.helper';

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RuleTest {
  alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[];
}

const KIT = 'k8s/monitoring';
const ruleObject = parse(readRepoFile(`${KIT}/prometheus-rules.yaml`)) as KubeObject & {
  spec: { groups: { name: string; rules: Rule[] }[] };
};
const rules = ruleObject.spec.groups.flatMap((group) => group.rules);
const alerts = rules.filter((rule): rule is Rule & { alert: string } => Boolean(rule.alert));
const testFiles = readdirSync(repoPath(KIT, 'tests')).filter((file) => file.endsWith('.yaml'));
const dashboardText = readRepoFile(`${KIT}/dashboards/tickrelay.json`);

interface Panel {
  title?: string;
  targets?: { expr?: string }[];
  panels?: Panel[];
}
const panelsOf = (panels: Panel[]): Panel[] =>
  panels.flatMap((panel) => [panel, ...panelsOf(panel.panels ?? [])]);

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

describe('promtool', () => {
  let dir: string;

  beforeAll(() => {
    // promtool reads plain rule files: the PrometheusRule's groups, beside the tests.
    dir = mkdtempSync(join(tmpdir(), 'tickrelay-rules-'));
    writeFileSync(join(dir, 'rules.yaml'), stringify({ groups: ruleObject.spec.groups }));
    cpSync(repoPath(KIT, 'tests'), dir, { recursive: true });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the rules', () => {
    const result = runTool(findTool(promtoolTool), ['check', 'rules', 'rules.yaml'], { cwd: dir });
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining(`SUCCESS: ${rules.length} rules found`) as unknown,
    });
  });

  it.each(testFiles)('passes the rules unit tests of tests/%s', (file) => {
    const result = runTool(findTool(promtoolTool), ['test', 'rules', file], { cwd: dir });
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS') as unknown,
    });
  });
});

describe('the alerts', () => {
  const cases = testFiles.flatMap((file) =>
    ((parse(readRepoFile(`${KIT}/tests/${file}`)) as { tests: RuleTest[] }).tests ?? []).flatMap(
      (test) => test.alert_rule_test ?? [],
    ),
  );

  it('are all tested firing and quiet', () => {
    const untested = alerts.flatMap(({ alert }) => {
      const mine = cases.filter((item) => item.alertname === alert);
      return [
        ...(mine.some((item) => (item.exp_alerts ?? []).length > 0) ? [] : [`${alert}: fires`]),
        ...(mine.some((item) => (item.exp_alerts ?? []).length === 0) ? [] : [`${alert}: quiet`]),
      ];
    });
    expect(untested).toEqual([]);
    expect(alerts.length).toBeGreaterThanOrEqual(12);
  });

  it('carry a severity, a summary, a description and a runbook section that exists', () => {
    const runbook = readRepoFile(`${KIT}/RUNBOOK.md`);
    const anchors = new Set(
      [...runbook.matchAll(/^## (.+)$/gm)].map((match) => anchorOf(match[1]!)),
    );
    const problems = alerts.flatMap(({ alert, labels = {}, annotations = {} }) => {
      const fragment = /\/k8s\/monitoring\/RUNBOOK\.md#([\w-]+)$/.exec(
        annotations.runbook_url ?? '',
      )?.[1];
      return [
        ...(['page', 'warning'].includes(labels.severity ?? '') ? [] : [`${alert}: severity`]),
        ...(annotations.summary ? [] : [`${alert}: summary`]),
        ...(annotations.description ? [] : [`${alert}: description`]),
        ...(fragment && anchors.has(fragment) ? [] : [`${alert}: runbook_url ${fragment}`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('metric names', () => {
  let known: Set<string>;

  beforeAll(async () => {
    known = await exportedSeries();
    for (const name of EXTERNAL_METRICS) known.add(name);
  });

  it('are read from the code: prom-client constructors and default metrics', () => {
    expect(
      declaredMetrics(
        "new Gauge<'queue'>({\n  name: 'queue_jobs', help: 'x' });\nnew Histogram({ name: 'h_seconds' })",
      ),
    ).toEqual([
      { type: 'gauge', name: 'queue_jobs' },
      { type: 'histogram', name: 'h_seconds' },
    ]);
    for (const series of [
      'http_request_duration_seconds_bucket',
      'alerts_processed_total',
      'queue_jobs',
      'dependency_up',
      'worker_consumer_up',
      'mail_outbox_oldest_age_seconds',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect({ series, known: known.has(series) }).toEqual({ series, known: true });
    }
  });

  it('are found in PromQL, and an unknown one is reported', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.99, sum by (le) (rate(a_bucket{route="/x", le=~"1|2"}[5m]))) > 0.25 ' +
          'and max by (queue) (b offset 15m) / on(queue) c unless absent(up{job="x"})',
      ).sort(),
    ).toEqual(['a_bucket', 'b', 'c', 'up']);
    const planted = metricNamesIn('rate(no_such_metric_total[5m])').filter((n) => !known.has(n));
    expect(planted).toEqual(['no_such_metric_total']);
  });

  it('of every rule exist in the code or the external list', () => {
    const unknown = rules.flatMap((rule) =>
      metricNamesIn(rule.expr)
        .filter((name) => !known.has(name))
        .map((name) => `${rule.alert ?? rule.record}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('of the dashboard exist too, and the dashboard parses', () => {
    const dashboard = JSON.parse(dashboardText) as { uid: string; panels: Panel[] };
    expect(dashboard.uid).toBe('tickrelay');
    const targets = panelsOf(dashboard.panels).flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr ?? '' })),
    );
    expect(targets.length).toBeGreaterThan(15);
    const unknown = targets.flatMap(({ panel, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !known.has(name))
        .map((name) => `${panel}: ${name}`),
    );
    expect(unknown).toEqual([]);
    // The same figures as the alerts: every metric an alert reads is on the dashboard.
    const shown = new Set(targets.flatMap(({ expr }) => metricNamesIn(expr)));
    const missing = alerts.flatMap(({ alert, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !shown.has(name) && !name.endsWith('_count'))
        .map((name) => `${alert}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('kustomize k8s/overlays/monitored', () => {
  let objects: KubeObject[];
  let production: KubeObject[];
  const find = (kind: string, name: string): KubeObject => {
    const found = objects.find((item) => item.kind === kind && item.metadata.name === name);
    if (!found) throw new Error(`${kind} ${name} is not rendered`);
    return found;
  };

  beforeAll(() => {
    objects = kustomize('k8s/overlays/monitored');
    production = kustomize('k8s/overlays/production');
  });

  it('is production plus the kit, all in the tickrelay namespace', () => {
    const key = (item: KubeObject): string => `${item.kind}/${item.metadata.name}`;
    const added = objects.map(key).filter((name) => !production.map(key).includes(name));
    expect(added.sort()).toEqual([
      'ConfigMap/tickrelay-dashboard',
      'NetworkPolicy/tickrelay-api-scrape',
      'NetworkPolicy/tickrelay-worker-scrape',
      'PrometheusRule/tickrelay',
      'ServiceMonitor/tickrelay',
    ]);
    expect(objects).toHaveLength(production.length + added.length);
    for (const item of objects.filter((object) => object.kind !== 'Namespace')) {
      expect(`${key(item)} in ${item.metadata.namespace}`).toBe(`${key(item)} in tickrelay`);
    }
    const builtIn = objects.filter((item) => !item.apiVersion.startsWith('monitoring.coreos.com'));
    expect(builtIn.flatMap((item) => schemaErrors(item).map((e) => `${key(item)}: ${e}`))).toEqual(
      [],
    );
    expect(find('PrometheusRule', 'tickrelay').spec).toEqual(ruleObject.spec);
  });

  it('ships the dashboard as a ConfigMap for the Grafana sidecar', () => {
    const configMap = find('ConfigMap', 'tickrelay-dashboard');
    expect(configMap.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    expect(configMap.data).toEqual({ 'tickrelay.json': dashboardText });
  });

  it("scrapes the api's and the worker's /metrics through their Services' ports", () => {
    const monitor = find('ServiceMonitor', 'tickrelay') as KubeObject & {
      spec: {
        selector: { matchExpressions: { key: string; operator: string; values: string[] }[] };
        namespaceSelector: { matchNames: string[] };
        endpoints: { port: string; path: string }[];
      };
    };
    const [expression] = monitor.spec.selector.matchExpressions;
    expect(monitor.spec.namespaceSelector.matchNames).toEqual(['tickrelay']);
    expect(expression).toEqual({
      key: 'app.kubernetes.io/name',
      operator: 'In',
      values: ['tickrelay-api', 'tickrelay-worker'],
    });
    for (const name of expression!.values) {
      const service = find('Service', name) as KubeObject & {
        spec: { ports: { name: string }[] };
      };
      expect(service.metadata.labels?.['app.kubernetes.io/name']).toBe(name);
      for (const endpoint of monitor.spec.endpoints) {
        expect(service.spec.ports.map((port) => port.name)).toContain(endpoint.port);
        expect(endpoint.path).toBe('/metrics');
      }
    }
    // The rules select targets by job, which the operator sets to the Service's name.
    const jobs = rules.flatMap((rule) =>
      [...rule.expr.matchAll(/job=~?"([^"]+)"/g)].flatMap((match) => match[1]!.split('|')),
    );
    expect([...new Set(jobs)].sort()).toEqual(expression!.values);
  });

  it('lets Prometheus reach /metrics of api and worker, and nothing else', () => {
    const policies = objects.filter((item) => item.kind === 'NetworkPolicy');
    const pod = (name: string): Endpoint => ({
      namespace: 'tickrelay',
      labels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'tickrelay' },
    });
    const prometheus: Endpoint = {
      namespace: 'monitoring',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'monitoring' },
      labels: { 'app.kubernetes.io/name': 'prometheus' },
    };
    const stranger: Endpoint = {
      namespace: 'monitoring',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'monitoring' },
      labels: { 'app.kubernetes.io/name': 'grafana' },
    };
    const can = (from: Endpoint, to: string, port: number): boolean =>
      isAllowed(policies, { from, to: pod(to), port });
    expect(can(prometheus, 'tickrelay-api', 3000)).toBe(true);
    expect(can(prometheus, 'tickrelay-worker', 3001)).toBe(true);
    expect(can(prometheus, 'tickrelay-web', 8080)).toBe(false);
    expect(can(prometheus, 'tickrelay-api', 3001)).toBe(false);
    expect(can(stranger, 'tickrelay-worker', 3001)).toBe(false);
  });
});
