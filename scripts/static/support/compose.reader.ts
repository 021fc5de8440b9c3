// Runs `docker-compose config` (Debian's docker-compose 1.29 validates the file against the compose
// schema) and returns the normalised result, with every ${VAR:-default} resolved to its default.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parse } from 'yaml';

import { repoPath } from './repo.paths';
import { dockerComposeTool, findTool, runTool, type RunResult } from './tools.helper';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean; interval?: string };
  ports?: (string | { published: number | string; target: number | string; host_ip?: string })[];
  restart?: string;
  stop_grace_period?: string;
  volumes?: string[];
  read_only?: boolean;
  tmpfs?: string[] | string;
  cap_drop?: string[];
  security_opt?: string[];
}

export interface ComposeConfig {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** docker-compose config on a file, isolated from the caller's environment and any .env file. */
export function composeConfig(file: string, extraArgs: string[] = []): RunResult {
  const dockerCompose = findTool(dockerComposeTool);
  const scratch = mkdtempSync(join(tmpdir(), 'tickrelay-compose-'));
  try {
    const emptyEnvFile = join(scratch, 'empty.env');
    writeFileSync(emptyEnvFile, '');
    return runTool(
      dockerCompose,
      ['--env-file', emptyEnvFile, '-f', file, 'config', ...extraArgs],
      {
        cwd: repoPath(),
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch },
      },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function loadRepoCompose(): ComposeConfig {
  const result = composeConfig(repoPath('docker-compose.yml'));
  if (result.status !== 0) {
    throw new Error(`docker-compose config rejected docker-compose.yml:\n${result.stderr}`);
  }
  return parse(result.stdout) as ComposeConfig;
}

export interface PublishedPort {
  hostIp?: string;
  published: number;
  target: number;
}

/** Both forms docker-compose prints: "127.0.0.1:55432:5432/tcp" and {published, target}. */
export function publishedPorts(service: ComposeService): PublishedPort[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port !== 'string') {
      return {
        hostIp: port.host_ip,
        published: Number(port.published),
        target: Number(port.target),
      };
    }
    const parts = port.replace(/\/(tcp|udp)$/, '').split(':');
    const target = Number(parts.pop());
    const published = Number(parts.pop());
    return { hostIp: parts.pop(), published, target };
  });
}

export function commandOf(service: ComposeService): string {
  const { command } = service;
  return Array.isArray(command) ? command.join(' ') : (command ?? '');
}

export function healthTestOf(service: ComposeService): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}
