import { existsSync, readdirSync } from 'node:fs';

import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { parse } from 'yaml';

import { parseDockerfile } from './support/dockerfile.parser';
import { readRepoFile, repoPath } from './support/repo.paths';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | boolean>;
}

interface Job {
  'runs-on': string;
  container?: string;
  services?: Record<string, { image: string }>;
  strategy?: { matrix: Record<string, string[]> };
  env?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflowDir = '.github/workflows';
const workflowFiles = readdirSync(repoPath(workflowDir)).filter((file) => /\.ya?ml$/.test(file));

function describeErrors(errors: ValidationError[]): string[] {
  return errors.map((error) =>
    'path' in error
      ? `${error.path}: ${error.title} ${error.detail ?? ''}`
      : `${error.title} ${error.detail}`,
  );
}

function load(file: string): Workflow {
  return parse(readRepoFile(`${workflowDir}/${file}`)) as Workflow;
}

function job(workflow: Workflow, name: string): Job {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`job ${name} is missing`);
  return found;
}

function runs(target: Job): string {
  return target.steps.map((step) => step.run ?? '').join('\n');
}

function nodeMajorOfDockerfiles(): string {
  const majors = ['docker/api.Dockerfile', 'docker/web.Dockerfile'].map((file) => {
    const image = parseDockerfile(readRepoFile(file)).globalArgs.NODE_IMAGE ?? '';
    return /^node:(\d+)-/.exec(image)?.[1];
  });
  expect(new Set(majors).size).toBe(1);
  return majors[0] ?? '';
}

describe('GitHub workflows', () => {
  it('has the three workflows', () => {
    expect(workflowFiles.sort()).toEqual(['ci.yml', 'e2e-compose.yml', 'images.yml']);
  });

  it.each(workflowFiles)('%s is valid against the workflow schema (action-validator)', (file) => {
    // The validator only warns that it cannot check path globs; the next test checks them.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = validateWorkflow(readRepoFile(`${workflowDir}/${file}`));
    warn.mockRestore();
    expect(state.actionType).toBe('workflow');
    expect(describeErrors(state.errors)).toEqual([]);
  });

  it('rejects an invalid workflow (the check can fail)', () => {
    const state = validateWorkflow(
      'on: push\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    stepz: []\n',
    );
    expect(state.errors.length).toBeGreaterThan(0);
  });

  it.each(workflowFiles)('%s filters on paths that exist', (file) => {
    const triggers = Object.values(load(file).on ?? {}) as ({ paths?: string[] } | null)[];
    for (const glob of triggers.flatMap((trigger) => trigger?.paths ?? [])) {
      const fixedPart = glob.replace(/\/?\*\*.*$/, '');
      expect({ glob, exists: existsSync(repoPath(fixedPart)) }).toEqual({ glob, exists: true });
    }
  });

  it.each(workflowFiles)('%s pins every action to a major version', (file) => {
    const uses = Object.values(load(file).jobs).flatMap((target) =>
      target.steps.flatMap((step) => (step.uses ? [step.uses] : [])),
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w./-]+@v\d+$/);
  });

  it.each(workflowFiles)('%s installs dependencies from the lockfile with npm ci', (file) => {
    const text = Object.values(load(file).jobs).map(runs).join('\n');
    expect(text).not.toMatch(/\bnpm install\b/);
  });
});

describe('ci.yml', () => {
  const workflow = load('ci.yml');

  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on).toHaveProperty(['push', 'branches'], ['main']);
  });

  it('has a job per test layer, each running its npm script after npm ci', () => {
    const expected: Record<string, string> = {
      lint: 'npm run lint',
      typecheck: 'npm run typecheck',
      unit: 'npm run test:unit',
      integration: 'npm run test:integration',
      e2e: 'npm run test:e2e',
      static: 'npm run test:static',
      setup: 'npm test',
    };
    expect(Object.keys(workflow.jobs).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, command] of Object.entries(expected)) {
      const text = runs(job(workflow, name));
      expect(text).toContain('npm ci');
      expect(text).toContain(command);
      expect(text.indexOf('npm ci')).toBeLessThan(text.indexOf(command));
    }
  });

  it('gives integration and e2e real Postgres and Redis, the versions compose runs', () => {
    const compose = readRepoFile('docker-compose.yml');
    for (const name of ['integration', 'e2e']) {
      const services = job(workflow, name).services ?? {};
      expect(Object.keys(services).sort()).toEqual(['postgres', 'redis']);
      expect(compose).toContain(`image: ${services.postgres?.image}`);
      expect(compose).toContain(`image: ${services.redis?.image}`);
    }
    const e2e = job(workflow, 'e2e');
    expect(e2e.env?.E2E_DATABASE_URL).toMatch(/^postgres:\/\/postgres@postgres:5432\//);
    expect(e2e.env?.E2E_REDIS_URL).toMatch(/^redis:\/\/redis:6379\//);
  });

  it('installs nginx and Debian’s Chromium for e2e, nginx for integration, and nginx, docker-compose, kubectl for static', () => {
    // The proxy-trust integration tests run the web image's nginx config in front of the api.
    expect(runs(job(workflow, 'integration'))).toMatch(/apt-get install[^\n]*(\\\n[^\n]*)*nginx/);
    const e2e = job(workflow, 'e2e');
    expect(e2e.container).toMatch(/^node:\d+-bookworm$/);
    expect(runs(e2e)).toMatch(/apt-get install[^\n]*(\\\n[^\n]*)*nginx chromium/);
    const staticJob = job(workflow, 'static');
    expect(runs(staticJob)).toMatch(/apt-get install[^\n]*(\\\n[^\n]*)*nginx docker-compose/);
    expect(staticJob.steps.some((step) => step.uses?.startsWith('azure/setup-kubectl@'))).toBe(
      true,
    );
  });

  it('sets up from a bare Debian with only Node.js: no service containers, no install step', () => {
    const setup = job(workflow, 'setup');
    expect(setup.container).toMatch(/^node:\d+-bookworm$/);
    expect(setup.services).toBeUndefined();
    expect(runs(setup)).not.toContain('apt-get');
    expect(runs(setup)).toContain('LAYERS=setup,integration npm test');
  });

  it('uses the Node major the images run', () => {
    const major = nodeMajorOfDockerfiles();
    expect(workflow.env?.NODE_VERSION).toBe(major);
    expect(job(workflow, 'e2e').container).toBe(`node:${major}-bookworm`);
  });
});

describe('images.yml', () => {
  const workflow = load('images.yml');
  const build = job(workflow, 'build');
  const step = (uses: string): Step => {
    const found = build.steps.find((item) => item.uses?.startsWith(`${uses}@`));
    if (!found) throw new Error(`no ${uses} step`);
    return found;
  };

  it('builds on main, version tags and pull requests', () => {
    expect(workflow.on).toHaveProperty(['push', 'branches'], ['main']);
    expect(workflow.on).toHaveProperty(['push', 'tags'], ['v*']);
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('builds both images from their Dockerfiles with build-push-action and a cache', () => {
    expect(build.strategy?.matrix.image).toEqual(['api', 'web']);
    const buildPush = step('docker/build-push-action');
    expect(buildPush.with?.file).toBe('docker/${{ matrix.image }}.Dockerfile');
    expect(buildPush.with?.context).toBe('.');
    expect(buildPush.with?.['cache-from']).toMatch(/^type=gha/);
    expect(buildPush.with?.['cache-to']).toMatch(/^type=gha,mode=max/);
  });

  it('pushes to GHCR, except from pull requests', () => {
    expect(step('docker/build-push-action').with?.push).toBe(
      "${{ github.event_name != 'pull_request' }}",
    );
    expect(step('docker/login-action').with?.registry).toBe('ghcr.io');
    expect(step('docker/metadata-action').with?.images).toMatch(/^ghcr\.io\//);
  });
});

describe('e2e-compose.yml', () => {
  const workflow = load('e2e-compose.yml');
  const compose = job(workflow, 'compose');
  const text = runs(compose);

  it('builds the images under the names docker-compose.yml starts', () => {
    const composeFile = readRepoFile('docker-compose.yml');
    const tags = compose.steps
      .filter((item) => item.uses?.startsWith('docker/build-push-action@'))
      .map((item) => item.with?.tags);
    expect(tags).toEqual(['tickrelay-api:local', 'tickrelay-web:local']);
    expect(composeFile).toContain('${API_IMAGE:-tickrelay-api:local}');
    expect(composeFile).toContain('${WEB_IMAGE:-tickrelay-web:local}');
  });

  it('starts the stack with --wait, runs the e2e suite against port 8080, then removes it', () => {
    expect(text).toContain('docker compose up -d --wait');
    expect(text).toContain('BASE_URL=http://localhost:8080');
    expect(text).toContain('npm run test:e2e');
    expect(text).toContain('127.0.0.1:55432');
    expect(text).toContain('127.0.0.1:56379');
    const down = compose.steps.find((item) => item.run?.includes('docker compose down -v'));
    expect(down?.if).toBe('always()');
    const logs = compose.steps.find((item) => item.run?.includes('docker compose logs'));
    expect(logs?.if).toBe('failure()');
  });
});
