// Decides whether rendered NetworkPolicies let one endpoint reach another, following the
// networking.k8s.io/v1 rules: a pod selected by no policy of a direction is open in that direction;
// a selected pod accepts only what some rule of some selecting policy allows. Only what this
// repository uses is modelled (matchLabels, ipBlock with IPv4 or IPv6 CIDRs, numeric ports); anything else
// throws, so a new construct is never silently read as "allowed".
import { BlockList, isIP } from 'node:net';

import type { KubeObject } from './kubernetes.schemas';

type Labels = Record<string, string>;

interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: unknown[];
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface PortRule {
  protocol?: string;
  port?: number | string;
  endPort?: number;
}

interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: PortRule[];
}

interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: Rule[];
  egress?: Rule[];
}

/** A pod (namespace labels + pod labels) or an address outside the cluster. */
export type Endpoint =
  { namespace: string; namespaceLabels?: Labels; labels: Labels } | { ip: string };

export interface Connection {
  from: Endpoint;
  to: Endpoint;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

function matches(selector: LabelSelector | undefined, labels: Labels): boolean {
  if (!selector) return true;
  if (selector.matchExpressions?.length) throw new Error('matchExpressions is not modelled');
  return Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
}

/** Whether an address is in a CIDR of its own family (an IPv4 block never holds an IPv6 address). */
function inCidr(ip: string, cidr: string): boolean {
  const [base = '', bits] = cidr.split('/');
  const family = isIP(base);
  if (family === 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) {
    throw new Error(`not a CIDR: ${cidr}`);
  }
  const ipFamily = isIP(ip);
  if (ipFamily === 0) throw new Error(`not an IP address: ${ip}`);
  if (ipFamily !== family) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const block = new BlockList();
  block.addSubnet(base, Number(bits), type);
  return block.check(ip, type);
}

function namespaceLabelsOf(endpoint: Extract<Endpoint, { namespace: string }>): Labels {
  return { 'kubernetes.io/metadata.name': endpoint.namespace, ...endpoint.namespaceLabels };
}

function peerMatches(peer: Peer, endpoint: Endpoint, policyNamespace: string): boolean {
  if (peer.ipBlock) {
    if (!('ip' in endpoint)) return false;
    return (
      inCidr(endpoint.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((cidr) => inCidr(endpoint.ip, cidr))
    );
  }
  if ('ip' in endpoint) return false;
  const namespaceOk = peer.namespaceSelector
    ? matches(peer.namespaceSelector, namespaceLabelsOf(endpoint))
    : endpoint.namespace === policyNamespace;
  return namespaceOk && matches(peer.podSelector, endpoint.labels);
}

function portMatches(rule: PortRule, port: number, protocol: string): boolean {
  if ((rule.protocol ?? 'TCP') !== protocol) return false;
  if (rule.port === undefined) return true;
  if (typeof rule.port !== 'number') throw new Error('named ports are not modelled');
  return rule.endPort === undefined
    ? port === rule.port
    : port >= rule.port && port <= rule.endPort;
}

function ruleAllows(
  rule: Rule,
  peers: Peer[] | undefined,
  peer: Endpoint,
  ns: string,
  c: Connection,
) {
  const peerOk = !peers || peers.length === 0 || peers.some((item) => peerMatches(item, peer, ns));
  const ports = rule.ports ?? [];
  const portOk =
    ports.length === 0 || ports.some((item) => portMatches(item, c.port, c.protocol ?? 'TCP'));
  return peerOk && portOk;
}

function directionAllows(
  policies: KubeObject[],
  direction: 'Ingress' | 'Egress',
  pod: Endpoint,
  connection: Connection,
): boolean {
  if ('ip' in pod) return true;
  const selecting = policies.filter((policy) => {
    const spec = policy.spec as NetworkPolicySpec;
    const types = spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
    return (
      policy.metadata.namespace === pod.namespace &&
      types.includes(direction) &&
      matches(spec.podSelector, pod.labels)
    );
  });
  if (selecting.length === 0) return true;
  const peer = direction === 'Ingress' ? connection.from : connection.to;
  return selecting.some((policy) => {
    const spec = policy.spec as NetworkPolicySpec;
    const rules = (direction === 'Ingress' ? spec.ingress : spec.egress) ?? [];
    const namespace = policy.metadata.namespace ?? 'default';
    return rules.some((rule) =>
      ruleAllows(rule, direction === 'Ingress' ? rule.from : rule.to, peer, namespace, connection),
    );
  });
}

/** True when the source may send and the destination may receive the connection. */
export function isAllowed(policies: KubeObject[], connection: Connection): boolean {
  return (
    directionAllows(policies, 'Egress', connection.from, connection) &&
    directionAllows(policies, 'Ingress', connection.to, connection)
  );
}
