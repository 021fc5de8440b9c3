// The repo's nginx config serving a static root (the baseline, an older build, a given dist).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { startService, type Service } from '../../scripts/lib/processes';
import { nginxBinary, renderNginxConfig, repoRoot } from '../../scripts/lib/stack';

export function serveStatic(name: string, port: number, root: string): Service {
  const state = join(repoRoot, '.stack', `bench-${name}-nginx`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(join(state, 'runtime'), { recursive: true });
  const conf = renderNginxConfig(state, {
    LISTEN_PORT: String(port),
    WEB_ROOT: root,
    API_UPSTREAM: '127.0.0.1:3095',
    RUNTIME_CONFIG_DIR: join(state, 'runtime'),
    // As the stack without PUBLIC_SITE_URL: the request's scheme and (checked) host.
    SITE_ORIGIN: '$scheme://$tickrelay_request_host',
  });
  return startService(
    `${name}-nginx`,
    nginxBinary,
    ['-p', state, '-c', conf, '-g', 'daemon off;'],
    join(state, 'nginx.log'),
  );
}
