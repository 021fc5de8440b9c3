// Renders a kustomization with kubectl's built-in kustomize and returns the objects.
import { parseAllDocuments } from 'yaml';

import type { KubeObject } from './kubernetes.schemas';
import { repoPath } from './repo.paths';
import { findTool, kubectlTool, runToolOrThrow } from './tools.helper';

export function kustomize(relativeDir: string): KubeObject[] {
  const kubectl = findTool(kubectlTool);
  const output = runToolOrThrow(kubectl, ['kustomize', repoPath(relativeDir)]);
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.join('\n'));
    return document.toJS() as KubeObject;
  });
}

export interface PodSpec {
  terminationGracePeriodSeconds?: number;
  automountServiceAccountToken?: boolean;
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type: string };
  };
  containers: Container[];
  initContainers?: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

export interface Probe {
  httpGet?: { path: string; port: number | string };
}

export interface Container {
  name: string;
  image: string;
  args?: string[];
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; value?: string }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: {
    requests?: Record<string, string>;
    limits?: Record<string, string>;
  };
  securityContext?: {
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

/** The pod template of a Deployment or Job. */
export function podSpecOf(object: KubeObject): PodSpec {
  const spec = object.spec as { template?: { spec?: PodSpec } } | undefined;
  const podSpec = spec?.template?.spec;
  if (!podSpec) throw new Error(`${object.kind} ${object.metadata.name} has no pod template`);
  return podSpec;
}
