// Offline validation of rendered manifests against the official Kubernetes OpenAPI schemas, as
// compiled into the kubernetes-models package. Only the kinds this repository uses are mapped; a new
// kind must be added here, so nothing is ever waved through unvalidated.
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';

interface Validatable {
  validate(): void;
}

type ModelFactory = (data: Record<string, unknown>) => Validatable;

const models: Record<string, ModelFactory> = {
  'v1/Namespace': (data) => new Namespace(data),
  'v1/ConfigMap': (data) => new ConfigMap(data),
  'v1/Secret': (data) => new Secret(data),
  'v1/Service': (data) => new Service(data),
  'apps/v1/Deployment': (data) => new Deployment(data),
  'batch/v1/Job': (data) => new Job(data),
  'networking.k8s.io/v1/Ingress': (data) => new Ingress(data),
  'networking.k8s.io/v1/NetworkPolicy': (data) => new NetworkPolicy(data),
  'autoscaling/v2/HorizontalPodAutoscaler': (data) => new HorizontalPodAutoscaler(data),
  'policy/v1/PodDisruptionBudget': (data) => new PodDisruptionBudget(data),
};

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [key: string]: unknown;
}

/** Returns the schema errors of one object; an empty list means valid. */
export function schemaErrors(object: KubeObject): string[] {
  const factory = models[`${object.apiVersion}/${object.kind}`];
  if (!factory) {
    return [
      `no schema mapped for ${object.apiVersion} ${object.kind}; add it to kubernetes.schemas.ts`,
    ];
  }
  const { apiVersion: _apiVersion, kind: _kind, ...data } = object;
  try {
    factory(data).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
