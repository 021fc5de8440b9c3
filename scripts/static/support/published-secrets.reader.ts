// Every value a deployment file of the repository gives a secret backend variable (the names of
// SECRET_VARIABLES in backend/src/config/environment.ts): the compose file's defaults, the Kubernetes
// Secret template and ConfigMap, .env.example and the READMEs' commands. Each one is public, so the
// backend's production checks must refuse it.
import { parse } from 'yaml';

import { readRepoFile } from './repo.paths';

export interface PublishedValue {
  variable: string;
  value: string;
  where: string;
}

/** The names of SECRET_VARIABLES, read from the source like backendVariables(). */
export function secretVariables(): string[] {
  const source = readRepoFile('backend/src/config/environment.ts');
  const list = /SECRET_VARIABLES[^=]*= new Set\(\[([\s\S]*?)\]\)/.exec(source)?.[1];
  if (!list) throw new Error('SECRET_VARIABLES not found in environment.ts');
  return [...list.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1] ?? '');
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(['"]).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/** `NAME=value` and `# NAME=value` lines of an env file. */
function envFileValues(file: string): [string, string][] {
  return readRepoFile(file)
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] ?? '', unquote(match[2] ?? '')]);
}

function composeValues(): [string, string][] {
  const raw = readRepoFile('docker-compose.yml');
  // The defaults of ${VAR:-default}, the literal values, and the database URL it builds.
  const defaults = [...raw.matchAll(/\$\{([A-Z][A-Z0-9_]*):-([^}]*)\}/g)].map(
    (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
  );
  const literals = [...raw.matchAll(/^\s+([A-Z][A-Z0-9_]*): ([^$\n][^\n]*)$/gm)].map(
    (match): [string, string] => [match[1] ?? '', unquote(match[2] ?? '')],
  );
  const byName = new Map(defaults);
  const databaseUrl = `postgres://${byName.get('POSTGRES_USER') ?? ''}:${byName.get('POSTGRES_PASSWORD') ?? ''}@postgres:5432/${byName.get('POSTGRES_DB') ?? ''}`;
  return [...defaults, ...literals, ['DATABASE_URL', databaseUrl]];
}

function secretTemplateValues(): [string, string][] {
  const text = readRepoFile('k8s/base/secret.example.yaml');
  const data = (parse(text) as { stringData: Record<string, string> }).stringData;
  const commented = [...text.matchAll(/^\s*#\s*([A-Z][A-Z0-9_]*): (.+)$/gm)].map(
    (match): [string, string] => [match[1] ?? '', unquote(match[2] ?? '')],
  );
  return [...Object.entries(data), ...commented];
}

/** `--from-literal=NAME='value'` in the READMEs' commands. */
function readmeValues(file: string): [string, string][] {
  return [...readRepoFile(file).matchAll(/--from-literal=([A-Z][A-Z0-9_]*)=('[^']*'|\S+)/g)].map(
    (match) => [match[1] ?? '', unquote(match[2] ?? '')],
  );
}

/** A connection URL's secret is its password; an interpolation is no value. */
function isSecretValue(variable: string, value: string): boolean {
  if (value === '' || value.includes('${')) return false;
  if (!variable.endsWith('_URL')) return true;
  try {
    return new URL(value).password !== '';
  } catch {
    return false;
  }
}

export function publishedSecretValues(): PublishedValue[] {
  const secrets = new Set(secretVariables());
  const sources: [string, [string, string][]][] = [
    ['docker-compose.yml', composeValues()],
    ['k8s/base/secret.example.yaml', secretTemplateValues()],
    ['k8s/base/config.env', envFileValues('k8s/base/config.env')],
    ['.env.example', envFileValues('.env.example')],
    ['README.md', readmeValues('README.md')],
    ['k8s/README.md', readmeValues('k8s/README.md')],
  ];
  const seen = new Set<string>();
  return sources.flatMap(([where, pairs]) =>
    pairs
      .filter(([variable, value]) => secrets.has(variable) && isSecretValue(variable, value))
      .filter(([variable, value]) => {
        const key = `${variable}=${value}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map(([variable, value]) => ({ variable, value, where })),
  );
}
