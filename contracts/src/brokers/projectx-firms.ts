// The firms whose accounts run on ProjectX, each with its own Gateway API host: the member picks
// theirs. Hosts from ProjectX's docs (the demo host, gateway.docs.projectx.com/docs/getting-started/
// connection-urls; TopstepX's api.topstepx.com on the order page) and, for The Futures Desk, a
// secondary source (shared/research/domain-notes.md §2); a firm is added here once its host is
// confirmed. PROJECTX_<FIRM>_URL overrides each (tests and the local stack point them at the stub;
// https only in production, production-stand-ins.ts).

export const PROJECTX_FIRMS = ['topstepx', 'thefuturesdesk', 'demo'] as const;
export type ProjectXFirm = (typeof PROJECTX_FIRMS)[number];

export const PROJECTX_DEFAULT_URLS: Readonly<Record<ProjectXFirm, string>> = {
  topstepx: 'https://api.topstepx.com/api',
  thefuturesdesk: 'https://api.thefuturesdesk.projectx.com/api',
  demo: 'https://gateway-api-demo.s2f.projectx.com/api',
};

export function isProjectXFirm(value: unknown): value is ProjectXFirm {
  return typeof value === 'string' && (PROJECTX_FIRMS as readonly string[]).includes(value);
}
