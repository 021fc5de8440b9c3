import { existsSync } from 'node:fs';

import {
  instructionsOf,
  isDockerIgnored,
  parseCopy,
  parseDockerfile,
  type Dockerfile,
  type Stage,
} from './support/dockerfile.parser';
import { readRepoFile, repoPath } from './support/repo.paths';

const dockerfiles = ['docker/api.Dockerfile', 'docker/web.Dockerfile'];

function finalStage(dockerfile: Dockerfile): Stage {
  const stage = dockerfile.stages.at(-1);
  if (!stage) throw new Error('no FROM');
  return stage;
}

function lastArgs(stage: Stage, keyword: string): string | undefined {
  return instructionsOf(stage, keyword).at(-1)?.args;
}

describe.each(dockerfiles)('%s', (file) => {
  const dockerfile = parseDockerfile(readRepoFile(file));
  const runtime = finalStage(dockerfile);
  const dockerignore = readRepoFile('.dockerignore');

  it('is multi-stage, ending in a runtime stage', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime.name).toBe('runtime');
  });

  it('pins every external base image to a version, never latest', () => {
    const stageNames = new Set(dockerfile.stages.map((stage) => stage.name));
    for (const stage of dockerfile.stages) {
      if (stageNames.has(stage.base)) continue;
      expect(stage.base).not.toMatch(/\$/);
      expect(stage.base).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
    }
  });

  it('runs as a numeric non-root user', () => {
    const user = lastArgs(runtime, 'USER');
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user?.split(':')[0])).toBeGreaterThan(0);
    // Nothing may switch back to root after the final USER.
    const keywords = runtime.instructions.map((item) => item.keyword);
    expect(
      keywords.slice(keywords.lastIndexOf('USER')).filter((keyword) => keyword === 'RUN'),
    ).toEqual([]);
  });

  it('declares a health check, the exposed port and a command', () => {
    expect(instructionsOf(runtime, 'HEALTHCHECK')).toHaveLength(1);
    expect(lastArgs(runtime, 'HEALTHCHECK')).toMatch(/^--interval=\S+ .*CMD /);
    expect(instructionsOf(runtime, 'EXPOSE').length).toBeGreaterThan(0);
    expect(instructionsOf(runtime, 'CMD')).toHaveLength(1);
  });

  it('installs dependencies with npm ci from the lockfile', () => {
    const runs = dockerfile.stages.flatMap((stage) => instructionsOf(stage, 'RUN'));
    expect(runs.some((run) => /\bnpm ci\b/.test(run.args))).toBe(true);
    expect(runs.filter((run) => /\bnpm install\b/.test(run.args))).toEqual([]);
    const copied = dockerfile.stages
      .flatMap((stage) => instructionsOf(stage, 'COPY'))
      .flatMap((copy) => parseCopy(copy.args).sources);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
  });

  it('copies only paths that exist in the repository and reach the build context', () => {
    const earlierStages = new Set<string>();
    for (const stage of dockerfile.stages) {
      for (const instruction of [
        ...instructionsOf(stage, 'COPY'),
        ...instructionsOf(stage, 'ADD'),
      ]) {
        const copy = parseCopy(instruction.args);
        if (copy.from) {
          expect({ line: instruction.line, from: earlierStages.has(copy.from) }).toEqual({
            line: instruction.line,
            from: true,
          });
          continue;
        }
        for (const source of copy.sources) {
          const where = `${file}:${instruction.line} ${source}`;
          expect({ where, exists: existsSync(repoPath(source)) }).toEqual({ where, exists: true });
          expect({ where, ignored: isDockerIgnored(source, dockerignore) }).toEqual({
            where,
            ignored: false,
          });
        }
      }
      if (stage.name) earlierStages.add(stage.name);
    }
  });
});

describe('docker/api.Dockerfile', () => {
  const dockerfile = parseDockerfile(readRepoFile('docker/api.Dockerfile'));
  const runtime = finalStage(dockerfile);

  it('starts node under tini so SIGTERM reaches it, api by default', () => {
    expect(lastArgs(runtime, 'ENTRYPOINT')).toBe('["/usr/bin/tini", "--"]');
    expect(JSON.parse(lastArgs(runtime, 'CMD') ?? '')).toEqual(['node', 'dist/main.js']);
    expect(lastArgs(runtime, 'WORKDIR')).toBe('/app/backend');
    expect(
      instructionsOf(runtime, 'RUN')
        .map((run) => run.args)
        .join(' '),
    ).toMatch(/install .*tini/);
  });

  it('ships production dependencies only', () => {
    const prodDeps = dockerfile.stages.find((stage) => stage.name === 'prod-deps');
    expect(prodDeps?.instructions.some((item) => /npm ci .*--omit=dev/.test(item.args))).toBe(true);
    const copies = instructionsOf(runtime, 'COPY').map((copy) => parseCopy(copy.args));
    expect(copies.filter((copy) => copy.from).map((copy) => copy.from)).toEqual(['prod-deps']);
  });

  it('has a health check script in the image', () => {
    const copies = instructionsOf(runtime, 'COPY').map((copy) => parseCopy(copy.args));
    expect(copies).toContainEqual(
      expect.objectContaining({
        sources: ['docker/api/healthcheck.cjs'],
        destination: '/app/healthcheck.cjs',
      }),
    );
    expect(lastArgs(runtime, 'HEALTHCHECK')).toContain('/app/healthcheck.cjs');
  });

  it('runs entry points whose sources exist in the backend', () => {
    // compose, Kubernetes and this image start dist/<x>.js, which tsc builds from src/<x>.ts.
    for (const entry of ['main', 'worker', 'database/migrate.cli']) {
      expect({ entry, exists: existsSync(repoPath('backend/src', `${entry}.ts`)) }).toEqual({
        entry,
        exists: true,
      });
    }
  });
});

describe('docker/web.Dockerfile', () => {
  const dockerfile = parseDockerfile(readRepoFile('docker/web.Dockerfile'));
  const runtime = finalStage(dockerfile);
  const copies = instructionsOf(runtime, 'COPY').map((copy) => parseCopy(copy.args));
  const entryScript = readRepoFile('docker/web/10-tickrelay-web.sh');

  it('serves the SPA build with unprivileged nginx', () => {
    expect(runtime.base).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(copies).toContainEqual(
      expect.objectContaining({
        from: 'build',
        sources: ['/app/frontend/dist'],
        destination: '/usr/share/nginx/html',
      }),
    );
    expect(lastArgs(runtime, 'EXPOSE')).toBe('8080');
  });

  it('renders the template and writes runtime-config.js at start, before nginx runs', () => {
    const entry = copies.find((copy) => copy.destination.startsWith('/docker-entrypoint.d/'));
    expect(entry).toMatchObject({ sources: ['docker/web/10-tickrelay-web.sh'], chmod: '0755' });
    const destinationOf = (source: string): string | undefined =>
      copies.find((copy) => copy.sources.includes(source))?.destination;
    // The entry script calls exactly the files the image puts in place.
    for (const source of [
      'docker/nginx/default.conf.template',
      'docker/web/render-nginx-config.sh',
      'docker/web/write-runtime-config.sh',
    ]) {
      const destination = destinationOf(source);
      expect(destination).toBeDefined();
      expect(entryScript).toContain(destination ?? '');
    }
    expect(destinationOf('docker/nginx/nginx.conf')).toBe('/etc/nginx/nginx.conf');
    expect(entryScript).toContain('/tmp/nginx/conf.d/default.conf');
  });

  it('keeps the defaults the entry script and nginx.conf rely on', () => {
    const env = lastArgs(runtime, 'ENV') ?? '';
    expect(env).toContain('LISTEN_PORT=8080');
    expect(env).toContain('RUNTIME_CONFIG_DIR=/tmp/runtime');
    expect(env).toContain('API_UPSTREAM=api:3000');
    expect(readRepoFile('docker/nginx/nginx.conf')).toContain('include /tmp/nginx/conf.d/*.conf;');
  });
});

describe('.dockerignore matching', () => {
  it('ignores what the patterns say and nothing else (the check can fail)', () => {
    const rules = '**/node_modules\n.git\n.env.*\n!.env.example\n';
    expect(isDockerIgnored('backend/node_modules', rules)).toBe(true);
    expect(isDockerIgnored('node_modules/x/y.js', rules)).toBe(true);
    expect(isDockerIgnored('.git', rules)).toBe(true);
    expect(isDockerIgnored('.env.local', rules)).toBe(true);
    expect(isDockerIgnored('.env.example', rules)).toBe(false);
    expect(isDockerIgnored('backend/package.json', rules)).toBe(false);
  });
});
