import { parse } from 'yaml';

import {
  kustomize,
  podSpecOf,
  type Container,
  type PodSpec,
  type Probe,
} from './support/kubernetes.reader';
import { schemaErrors, type KubeObject } from './support/kubernetes.schemas';
import { isAllowed, type Endpoint } from './support/network-policy.evaluator';
import { readRepoFile } from './support/repo.paths';

const overlays = ['k8s/base', 'k8s/overlays/production'];

function byKind(objects: KubeObject[], kind: string): KubeObject[] {
  return objects.filter((object) => object.kind === kind);
}

function named(objects: KubeObject[], kind: string, name: string): KubeObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`${kind} ${name} is not in the rendered manifests`);
  return found;
}

function workloads(objects: KubeObject[]): { object: KubeObject; pod: PodSpec }[] {
  return objects
    .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
    .map((object) => ({ object, pod: podSpecOf(object) }));
}

function probePath(probe: Probe | undefined): string | undefined {
  return probe?.httpGet?.path;
}

function configMapData(objects: KubeObject[], namePrefix: string): Record<string, string> {
  const configMap = objects.find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith(`${namePrefix}-`),
  );
  if (!configMap) throw new Error(`ConfigMap ${namePrefix} is not rendered`);
  return (configMap.data ?? {}) as Record<string, string>;
}

describe.each(overlays)('kustomize %s', (overlay) => {
  let objects: KubeObject[];

  beforeAll(() => {
    objects = kustomize(overlay);
  });

  it('renders every object valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(10);
    const problems = objects.flatMap((object) =>
      schemaErrors(object).map((error) => `${object.kind} ${object.metadata.name}: ${error}`),
    );
    expect(problems).toEqual([]);
  });

  it('has the objects of the deployment', () => {
    const names = (kind: string): string[] =>
      byKind(objects, kind)
        .map((object) => object.metadata.name)
        .sort();
    expect(names('Deployment')).toEqual(['tickrelay-api', 'tickrelay-web', 'tickrelay-worker']);
    expect(names('Service')).toEqual(['tickrelay-api', 'tickrelay-web', 'tickrelay-worker']);
    expect(names('Job')).toEqual(['tickrelay-migrate']);
    expect(names('Ingress')).toEqual(['tickrelay']);
    expect(names('HorizontalPodAutoscaler')).toEqual(['tickrelay-api', 'tickrelay-worker']);
    expect(names('PodDisruptionBudget')).toEqual([
      'tickrelay-api',
      'tickrelay-web',
      'tickrelay-worker',
    ]);
    expect(names('NetworkPolicy')).toEqual([
      'tickrelay-api',
      'tickrelay-default-deny',
      'tickrelay-migrate',
      'tickrelay-web',
      'tickrelay-worker',
    ]);
    expect(byKind(objects, 'ConfigMap')).toHaveLength(2);
    // Secrets are created out of band from secret.example.yaml, never shipped with real values.
    expect(byKind(objects, 'Secret')).toEqual([]);
    for (const object of objects.filter((item) => item.kind !== 'Namespace')) {
      expect(`${object.kind}/${object.metadata.name} in ${object.metadata.namespace}`).toBe(
        `${object.kind}/${object.metadata.name} in tickrelay`,
      );
    }
  });

  it('runs every container non-root, read-only, without privileges or capabilities', () => {
    for (const { object, pod } of workloads(objects)) {
      const where = `${object.kind} ${object.metadata.name}`;
      expect({ where, seccomp: pod.securityContext?.seccompProfile?.type }).toEqual({
        where,
        seccomp: 'RuntimeDefault',
      });
      expect({ where, automount: pod.automountServiceAccountToken }).toEqual({
        where,
        automount: false,
      });
      expect(pod.initContainers ?? []).toEqual([]);
      for (const container of pod.containers) {
        const security = container.securityContext ?? {};
        expect({ where, container: container.name, security }).toEqual({
          where,
          container: container.name,
          security: expect.objectContaining({
            runAsNonRoot: true,
            allowPrivilegeEscalation: false,
            readOnlyRootFilesystem: true,
            capabilities: { drop: ['ALL'] },
          }) as unknown,
        });
        expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
        // A read-only root needs somewhere to write: /tmp is an emptyDir.
        const tmpMount = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect({ where, tmpMount: Boolean(tmpMount) }).toEqual({ where, tmpMount: true });
        const volume = pod.volumes?.find((item) => item.name === tmpMount?.name);
        expect(volume?.emptyDir).toBeDefined();
      }
    }
  });

  it('gives every container resource requests and limits', () => {
    for (const { object, pod } of workloads(objects)) {
      for (const container of pod.containers) {
        const where = `${object.metadata.name}/${container.name}`;
        const resources = container.resources ?? {};
        expect({ where, requests: Object.keys(resources.requests ?? {}).sort() }).toEqual({
          where,
          requests: ['cpu', 'memory'],
        });
        expect({ where, limits: Object.keys(resources.limits ?? {}).sort() }).toEqual({
          where,
          limits: ['cpu', 'memory'],
        });
      }
    }
  });

  it('probes each Deployment on its health endpoints, on a port the container exposes', () => {
    const expected: Record<string, { liveness: string; readiness: string }> = {
      'tickrelay-api': { liveness: '/api/health/live', readiness: '/api/health/ready' },
      'tickrelay-worker': { liveness: '/health/live', readiness: '/health/ready' },
      'tickrelay-web': { liveness: '/healthz', readiness: '/index.html' },
    };
    for (const deployment of byKind(objects, 'Deployment')) {
      const [container, ...others] = podSpecOf(deployment).containers as [Container];
      expect(others).toEqual([]);
      expect({
        name: deployment.metadata.name,
        liveness: probePath(container.livenessProbe),
        readiness: probePath(container.readinessProbe),
      }).toEqual({ name: deployment.metadata.name, ...expected[deployment.metadata.name] });
      const portNames = (container.ports ?? []).map((port) => port.name);
      for (const probe of [
        container.livenessProbe,
        container.readinessProbe,
        container.startupProbe,
      ]) {
        if (probe) expect(portNames).toContain(probe.httpGet?.port);
      }
    }
  });

  it('runs each role from the right image with the right command', () => {
    const roles: [string, string, string[]][] = [
      ['Deployment', 'tickrelay-api', ['node', 'dist/main.js']],
      ['Deployment', 'tickrelay-worker', ['node', 'dist/worker.js']],
      ['Job', 'tickrelay-migrate', ['node', 'dist/database/migrate.cli.js']],
    ];
    for (const [kind, name, args] of roles) {
      const [container] = podSpecOf(named(objects, kind, name)).containers as [Container];
      expect(container.image).toMatch(/\/tickrelay-api:(?!latest$)[\w.-]+$/);
      expect(container.args).toEqual(args);
      // The image's entrypoint (tini) must stay in place to forward SIGTERM.
      expect(container.command).toBeUndefined();
    }
    const [web] = podSpecOf(named(objects, 'Deployment', 'tickrelay-web')).containers as [
      Container,
    ];
    expect(web.image).toMatch(/\/tickrelay-web:(?!latest$)[\w.-]+$/);
  });

  it('lets api and worker finish a graceful shutdown before the kill', () => {
    const config = configMapData(objects, 'tickrelay-config');
    const shutdownMs = Number(config.SHUTDOWN_TIMEOUT_MS);
    expect(shutdownMs).toBeGreaterThan(0);
    for (const name of ['tickrelay-api', 'tickrelay-worker']) {
      const pod = podSpecOf(named(objects, 'Deployment', name));
      const preStop = pod.containers[0]?.lifecycle?.preStop?.exec?.command ?? [];
      const preStopMs = preStop[0] === 'sleep' ? Number(preStop[1]) * 1000 : 0;
      expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
        shutdownMs + preStopMs,
      );
    }
  });

  it('wires configuration from the generated ConfigMaps and the documented Secret', () => {
    const configMapNames = byKind(objects, 'ConfigMap').map((object) => object.metadata.name);
    const secretKeys = Object.keys(
      (parse(readRepoFile('k8s/base/secret.example.yaml')) as { stringData: object }).stringData,
    );
    for (const { object, pod } of workloads(objects)) {
      for (const container of pod.containers) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(configMapNames).toContain(source.configMapRef.name);
          if (source.secretRef) expect(source.secretRef.name).toBe('tickrelay-secrets');
        }
        if (object.metadata.name !== 'tickrelay-web') {
          expect(container.envFrom?.some((source) => source.secretRef)).toBe(true);
        }
      }
    }
    expect(secretKeys).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL']));
    const backendConfig = configMapData(objects, 'tickrelay-config');
    expect(Object.keys(backendConfig)).not.toContain('DATABASE_URL');
    expect(backendConfig.HOST).toBe('0.0.0.0');
    const webConfig = configMapData(objects, 'tickrelay-web-config');
    expect(webConfig.API_UPSTREAM).toBe('tickrelay-api:3000');
    expect(Object.keys(webConfig)).toEqual(
      expect.arrayContaining([
        'PUBLIC_TELEMETRY_ENABLED',
        'PUBLIC_RECAPTCHA_SITE_KEY',
        'PUBLIC_ANALYTICS_URL',
        'PUBLIC_TAG_MANAGER_URL',
        'PUBLIC_ADS_CONVERSION_ID',
        'PUBLIC_ICON_SERVICE_URL',
        'PUBLIC_RECAPTCHA_PROVIDER',
        'PUBLIC_SITE_URL',
      ]),
    );
    // Production: Google's reCAPTCHA on both sides (the local provider stops no bot).
    expect(backendConfig.RECAPTCHA_PROVIDER).toBe('google');
    expect(webConfig.PUBLIC_RECAPTCHA_PROVIDER).toBe('google');
  });

  it('selects each Deployment’s pods from its Service, PDB and HPA', () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      const name = deployment.metadata.name;
      const podLabels = (deployment.spec as { template: { metadata: { labels: object } } }).template
        .metadata.labels;
      const serviceSpec = named(objects, 'Service', name).spec as { selector: object };
      expect(podLabels).toEqual(expect.objectContaining(serviceSpec.selector));
      const pdbSpec = named(objects, 'PodDisruptionBudget', name).spec as {
        selector: { matchLabels: object };
      };
      expect(podLabels).toEqual(expect.objectContaining(pdbSpec.selector.matchLabels));
    }
    for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) {
      const target = (hpa.spec as { scaleTargetRef: { kind: string; name: string } })
        .scaleTargetRef;
      expect(named(objects, target.kind, target.name)).toBeDefined();
      const [container] = podSpecOf(named(objects, target.kind, target.name)).containers;
      expect(container?.resources?.requests?.cpu).toBeDefined();
    }
  });

  it('routes / to web and /api to api through one nginx Ingress', () => {
    const ingress = named(objects, 'Ingress', 'tickrelay');
    const spec = ingress.spec as {
      ingressClassName: string;
      rules: {
        http: {
          paths: {
            path: string;
            pathType: string;
            backend: { service: { name: string; port: { name?: string; number?: number } } };
          }[];
        };
      }[];
    };
    expect(spec.ingressClassName).toBe('nginx');
    expect(ingress.metadata).toHaveProperty([
      'annotations',
      'nginx.ingress.kubernetes.io/proxy-body-size',
    ]);
    const routes = Object.fromEntries(
      spec.rules.flatMap((rule) =>
        rule.http.paths.map((path) => [`${path.pathType} ${path.path}`, path.backend.service]),
      ),
    );
    expect(Object.keys(routes).sort()).toEqual(['Prefix /', 'Prefix /api']);
    // The controller's access log would keep /api/hooks/<token> and tokens in referrers: off for
    // this site, whose web nginx and api log the same requests with secrets redacted.
    expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/enable-access-log']).toBe(
      'false',
    );
    expect(Object.keys(ingress.metadata.annotations ?? {})).not.toContain(
      'nginx.ingress.kubernetes.io/configuration-snippet',
    );
    expect(routes['Prefix /']?.name).toBe('tickrelay-web');
    expect(routes['Prefix /api']?.name).toBe('tickrelay-api');
    for (const backend of Object.values(routes)) {
      const service = named(objects, 'Service', backend.name);
      const ports = (service.spec as { ports: { name: string; port: number }[] }).ports;
      expect(
        ports.some((port) => port.name === backend.port.name || port.port === backend.port.number),
      ).toBe(true);
    }
  });

  describe('NetworkPolicy', () => {
    const podOf = (name: string): Endpoint => ({
      namespace: 'tickrelay',
      labels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'tickrelay' },
    });
    const api = podOf('tickrelay-api');
    const web = podOf('tickrelay-web');
    const worker = podOf('tickrelay-worker');
    const migrate = podOf('tickrelay-migrate');
    const ingressController: Endpoint = {
      namespace: 'ingress-nginx',
      labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
    };
    const otherNamespacePod: Endpoint = { namespace: 'default', labels: { app: 'curl' } };
    const dns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
    // Managed Postgres/Redis on a private address, an SMTP relay and Google on public ones.
    const managedStore: Endpoint = { ip: '10.20.30.40' };
    const publicHost: Endpoint = { ip: '203.0.113.7' };
    const publicHostV6: Endpoint = { ip: '2001:db8::7' };
    const cloudMetadata: Endpoint = { ip: '169.254.169.254' };
    // What a pod must never reach over 443 either: another cluster or VPC service, the node,
    // a carrier-grade NAT neighbour, the metadata endpoints (AWS's IPv6 one is fd00:ec2::254).
    const nonPublic: [string, string][] = [
      ['10.x', '10.20.30.40'],
      ['172.16/12', '172.20.0.5'],
      ['192.168/16', '192.168.1.10'],
      ['loopback', '127.0.0.1'],
      ['cloud metadata', '169.254.169.254'],
      ['CGNAT', '100.100.100.200'],
      ['IPv6 unique local (AWS metadata)', 'fd00:ec2::254'],
      ['IPv6 link-local', 'fe80::1'],
      ['IPv6 loopback', '::1'],
      ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ];

    const cases: [string, Endpoint, Endpoint, number, 'TCP' | 'UDP', boolean][] = [
      ['ingress controller → web', ingressController, web, 8080, 'TCP', true],
      ['ingress controller → api', ingressController, api, 3000, 'TCP', true],
      ['ingress controller → worker', ingressController, worker, 3001, 'TCP', false],
      ['ingress controller → api on another port', ingressController, api, 9229, 'TCP', false],
      ['another namespace → api', otherNamespacePod, api, 3000, 'TCP', false],
      ['another namespace → web', otherNamespacePod, web, 8080, 'TCP', false],
      ['outside address → api', publicHost, api, 3000, 'TCP', false],
      ['web → api (its /api upstream)', web, api, 3000, 'TCP', true],
      ['web → worker', web, worker, 3001, 'TCP', false],
      ['web → Postgres', web, managedStore, 5432, 'TCP', false],
      ['web → DNS', web, dns, 53, 'UDP', true],
      ['api → Postgres', api, managedStore, 5432, 'TCP', true],
      ['api → Redis', api, managedStore, 6379, 'TCP', true],
      ['api → DNS (UDP)', api, dns, 53, 'UDP', true],
      ['api → DNS (TCP)', api, dns, 53, 'TCP', true],
      ['api → reCAPTCHA siteverify (HTTPS)', api, publicHost, 443, 'TCP', true],
      ['api → Stripe / Supabase over IPv6', api, publicHostV6, 443, 'TCP', true],
      ['api → HTTPS on a private address', api, managedStore, 443, 'TCP', false],
      ['api → cloud metadata', api, cloudMetadata, 80, 'TCP', false],
      ['api → SSH anywhere', api, publicHost, 22, 'TCP', false],
      ['api → worker', api, worker, 3001, 'TCP', false],
      ['api → SMTP', api, publicHost, 587, 'TCP', false],
      ['worker → Postgres', worker, managedStore, 5432, 'TCP', true],
      ['worker → Redis', worker, managedStore, 6379, 'TCP', true],
      ['worker → DNS', worker, dns, 53, 'UDP', true],
      ['worker → SMTP relay (STARTTLS)', worker, publicHost, 587, 'TCP', true],
      ['worker → SMTP relay (TLS)', worker, publicHost, 465, 'TCP', true],
      // Tradovate orders, members' HTTPS / Discord / Telegram destinations, Stripe at erasure.
      ['worker → public HTTPS', worker, publicHost, 443, 'TCP', true],
      ['worker → public HTTPS over IPv6', worker, publicHostV6, 443, 'TCP', true],
      ['worker → public address on another port', worker, publicHost, 8443, 'TCP', false],
      ['worker → public plain HTTP', worker, publicHost, 80, 'TCP', false],
      ['worker → SSH anywhere', worker, publicHost, 22, 'TCP', false],
      ['worker → api', worker, api, 3000, 'TCP', false],
      ['migrate → Postgres', migrate, managedStore, 5432, 'TCP', true],
      ['migrate → Redis', migrate, managedStore, 6379, 'TCP', false],
      ['a new pod in the namespace → anywhere', podOf('debug'), publicHost, 443, 'TCP', false],
      ['a new pod in the namespace → api', podOf('debug'), api, 3000, 'TCP', false],
    ];

    it.each(cases)('%s: allowed=%p', (_name, from, to, port, protocol, allowed) => {
      const policies = byKind(objects, 'NetworkPolicy');
      expect(isAllowed(policies, { from, to, port, protocol })).toBe(allowed);
    });

    it.each(['api', 'worker'])(
      'keeps %s off every non-public address on 443, IPv4 and IPv6',
      (name) => {
        const policies = byKind(objects, 'NetworkPolicy');
        const from = podOf(`tickrelay-${name}`);
        const reached = nonPublic
          .filter(([, ip]) => isAllowed(policies, { from, to: { ip }, port: 443 }))
          .map(([what]) => what);
        expect(reached).toEqual([]);
      },
    );

    it('denies everything by default in the namespace, both ways', () => {
      const deny = named(objects, 'NetworkPolicy', 'tickrelay-default-deny').spec;
      expect(deny).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    });

    it('lets the ingress controller reach exactly the ports the Ingress routes to', () => {
      for (const name of ['tickrelay-api', 'tickrelay-web']) {
        const service = named(objects, 'Service', name).spec as {
          ports: { targetPort: number | string }[];
        };
        const [container] = podSpecOf(named(objects, 'Deployment', name)).containers as [Container];
        const target = service.ports[0]?.targetPort;
        const port =
          typeof target === 'number'
            ? target
            : container.ports?.find((item) => item.name === target)?.containerPort;
        expect(
          isAllowed(byKind(objects, 'NetworkPolicy'), {
            from: ingressController,
            to: podOf(name),
            port: port ?? 0,
          }),
        ).toBe(true);
      }
    });
  });

  it('runs the migration Job once, with retries bounded and cleanup', () => {
    const job = named(objects, 'Job', 'tickrelay-migrate');
    const spec = job.spec as {
      backoffLimit: number;
      ttlSecondsAfterFinished: number;
      template: { spec: { restartPolicy: string } };
    };
    expect(spec.template.spec.restartPolicy).toBe('Never');
    expect(spec.backoffLimit).toBeGreaterThan(0);
    expect(spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
  });
});

describe('Kubernetes schema validation', () => {
  it('rejects an invalid object (the check can fail)', () => {
    const [deployment] = byKind(kustomize('k8s/base'), 'Deployment') as [KubeObject];
    const broken = structuredClone(deployment);
    const pod = podSpecOf(broken);
    (pod.containers[0] as unknown as { ports: { containerPort: string }[] }).ports = [
      { containerPort: 'http' },
    ];
    expect(schemaErrors(broken).join('\n')).toMatch(/containerPort must be integer/);
  });

  it('keeps the Secret template out of the kustomization but valid', () => {
    const kustomization = parse(readRepoFile('k8s/base/kustomization.yaml')) as {
      resources: string[];
    };
    expect(kustomization.resources).not.toContain('secret.example.yaml');
    const secret = parse(readRepoFile('k8s/base/secret.example.yaml')) as KubeObject;
    expect(secret.kind).toBe('Secret');
    expect(schemaErrors(secret)).toEqual([]);
  });
});
