// `npm test`: every test layer. First the set-up installs and starts what the selected layers need
// (scripts/setup; not as root, it stops with the command to run). The layers that only use the CPU
// run in two lanes side by side (the machine has two cores), each layer's output printed whole when
// it ends; then integration and e2e, one after the other. Each jest layer must run at least one
// test; a layer that fails does not stop the others, and the exit code is non-zero when anything
// failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { run } from './lib/processes';
import { repoRoot } from './lib/stack';
import { serviceUrls } from './setup/service-urls';
import { ensureSetup, type SetupRequest } from './setup/setup';

interface JestLayer {
  name: string;
  command: string[];
  needs?: SetupRequest;
  /** Layers of one lane run in order; the two lanes run side by side, before the other layers. */
  lane?: 'checks' | 'units';
}

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  ok: boolean;
  note: string;
}

const resultsDir = join(repoRoot, '.stack', 'results');

const checks: JestLayer[] = [
  { name: 'lint', command: ['npx', 'eslint', '.'], lane: 'checks' },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'], lane: 'checks' },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], lane: 'checks' },
];

const unit = (workspace: string): JestLayer => ({
  name: `unit (${workspace})`,
  command: ['npm', 'run', 'test:unit', '-w', workspace, '--'],
  lane: 'units',
});

const jestLayers: JestLayer[] = [
  unit('contracts'),
  unit('backend'),
  unit('frontend'),
  unit('testing'),
  unit('content'),
  {
    name: 'setup',
    command: ['npm', 'run', 'test:setup', '--'],
    // Its tests create throwaway clusters and servers with the Debian packages' own tools.
    needs: { postgres: [serviceUrls.database()], redis: [serviceUrls.redis()] },
    lane: 'units',
  },
  {
    name: 'integration',
    command: ['npm', 'run', 'test:integration', '-w', 'backend', '--'],
    // nginx: the proxy-trust tests run the web image's config in front of the api.
    needs: {
      postgres: [serviceUrls.testDatabase()],
      redis: [serviceUrls.testRedis()],
      tools: ['nginx'],
    },
  },
  {
    name: 'static',
    command: ['npm', 'run', 'test:static', '--'],
    needs: { tools: ['nginx', 'docker-compose', 'promtool', 'kubectl'] },
    lane: 'units',
  },
  {
    name: 'e2e',
    command: ['npx', 'tsx', 'scripts/e2e.ts'],
    needs: {
      postgres: [serviceUrls.e2eDatabase()],
      redis: [serviceUrls.e2eRedis()],
      tools: ['nginx', 'chromium'],
    },
  },
];

/** One set-up for every selected layer, before any runs. */
function needsOf(layers: JestLayer[]): SetupRequest {
  return {
    postgres: layers.flatMap((layer) => layer.needs?.postgres ?? []),
    redis: layers.flatMap((layer) => layer.needs?.redis ?? []),
    tools: layers.flatMap((layer) => layer.needs?.tools ?? []),
  };
}

function banner(text: string): void {
  console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`);
}

/**
 * In a lane, a layer's output goes to its own file, printed whole under its banner when it ends;
 * its npm commands skip pre-scripts (the content build ran once before the lanes: two lanes
 * rebuilding it at once would race).
 */
function laneRun(layer: JestLayer, command: string, args: string[]): Promise<number> {
  if (!layer.lane) {
    banner(layer.name);
    return run(command, args, { cwd: repoRoot });
  }
  const logFile = join(resultsDir, `${layer.name.replace(/\W+/g, '-')}.log`);
  const env = { ...process.env, npm_config_ignore_scripts: 'true' };
  return run(command, args, { cwd: repoRoot, env, logFile }).then((code) => {
    banner(layer.name);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    return code;
  });
}

async function runCheck(layer: JestLayer): Promise<Outcome> {
  const [command, ...args] = layer.command as [string, ...string[]];
  const code = await laneRun(layer, command, args);
  return {
    name: layer.name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    ok: code === 0,
    note: `exit ${code}`,
  };
}

async function runJestLayer(layer: JestLayer, index: number): Promise<Outcome> {
  const outputFile = join(resultsDir, `layer-${index}.json`);
  const [command, ...args] = layer.command as [string, ...string[]];
  const code = await laneRun(layer, command, [...args, '--json', `--outputFile=${outputFile}`]);
  let passed = 0;
  let failed = 0;
  let total = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
      numRuntimeErrorTestSuites: number;
    };
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    total = report.numTotalTests;
  } catch {
    return {
      name: layer.name,
      passed: 0,
      failed: 1,
      ok: false,
      note: `exit ${code}, no jest report`,
    };
  }
  if (total === 0) {
    return { name: layer.name, passed, failed: failed + 1, ok: false, note: 'ran no tests' };
  }
  return { name: layer.name, passed, failed, ok: code === 0 && failed === 0, note: `exit ${code}` };
}

async function main(): Promise<number> {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const only = process.env.LAYERS?.split(',').map((name) => name.trim());
  const selected = (name: string): boolean =>
    !only || only.some((prefix) => name.startsWith(prefix));

  banner('setup');
  await ensureSetup(needsOf(jestLayers.filter((layer) => selected(layer.name))));

  // The lanes' npm commands skip pre-scripts: build the generated content they read once, here.
  if (process.env.npm_lifecycle_event !== 'test')
    await run('npm', ['run', 'content'], { cwd: repoRoot });

  const all = [
    ...checks.map((layer) => ({ layer, start: () => runCheck(layer) })),
    ...jestLayers.map((layer, index) => ({ layer, start: () => runJestLayer(layer, index) })),
  ].filter(({ layer }) => selected(layer.name));
  const byName = new Map<string, Outcome>();
  const lane = async (name: JestLayer['lane']): Promise<void> => {
    for (const { layer, start } of all.filter((entry) => entry.layer.lane === name)) {
      byName.set(layer.name, await start());
    }
  };
  await Promise.all([lane('checks'), lane('units')]);
  await lane(undefined);
  const outcomes = all.map(({ layer }) => byName.get(layer.name) as Outcome);

  banner('summary');
  for (const outcome of outcomes) {
    const mark = outcome.ok ? 'ok  ' : 'FAIL';
    console.log(
      `${mark} ${outcome.name.padEnd(18)} ${outcome.passed} passed, ${outcome.failed} failed (${outcome.note})`,
    );
  }
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
